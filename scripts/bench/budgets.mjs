// The budgets of bench/budgets.json checked against a result: one verdict per budget and per
// matched value (a * in the metric path expands to every key, e.g. every route).
import { readFile } from 'node:fs/promises';

export async function readBudgets(file) {
  const { budgets } = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(budgets)) throw new Error(`${file}: "budgets" must be a list`);
  return budgets;
}

/** [{ path, value }] for a dotted path with * wildcards; a missing path gives one entry with value null. */
function lookup(results, metric) {
  let found = [{ path: [], value: results }];
  for (const key of metric.split('.')) {
    found = found.flatMap(({ path, value }) => {
      if (key === '*') {
        const entries = value && typeof value === 'object' ? Object.entries(value) : [];
        return entries.length ? entries.map(([name, child]) => ({ path: [...path, name], value: child })) : [];
      }
      return [{ path: [...path, key], value: value?.[key] }];
    });
  }
  return found.length ? found : [{ path: metric.split('.'), value: undefined }];
}

const scale = (unit) => (unit === 'KiB' ? 1024 : 1);

function formatValue(value, unit) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not measured';
  if (unit === 'KiB') return `${(value / 1024).toFixed(1)} KiB`;
  if (unit === '×') return `${value.toFixed(3)}×`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return String(Math.round(value * 100) / 100);
}

/** [{ name, where, limit, value, ok, text }] */
export function checkBudgets(budgets, results) {
  const verdicts = [];
  for (const budget of budgets) {
    const unit = budget.unit ?? '';
    for (const { path, value } of lookup(results, budget.metric)) {
      const measured = typeof value === 'number' && Number.isFinite(value);
      const limit = (budget.max ?? budget.min) * scale(unit);
      const ok = measured && (budget.max !== undefined ? value <= limit : value >= limit);
      const where = budget.metric.includes('*') ? path[budget.metric.split('.').indexOf('*')] : '';
      const bound = `${budget.max !== undefined ? '≤' : '≥'} ${budget.max ?? budget.min}${unit && unit !== '×' ? ` ${unit}` : unit}`;
      let text = formatValue(value, unit);
      if (measured && !ok) {
        const over = budget.max !== undefined ? value - limit : limit - value;
        text += ` (${budget.max !== undefined ? 'over' : 'under'} by ${formatValue(over, unit === '×' ? '' : unit)})`;
      }
      verdicts.push({ name: budget.name, where, bound, value: measured ? value : null, ok, text });
    }
  }
  return verdicts;
}
