#!/usr/bin/env node
// npm run check:budget [-- --build]: the home first-load JavaScript of the build in dist/ (gzip level 9,
// as the bench weighs it) against its budget in bench/budgets.json. Bytes, not timing: the same build
// always gives the same figure. Reads the build the end-to-end step made (npm test runs this after it);
// --build builds dist/ first.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBudgets, readBudgets } from './bench/budgets.mjs';
import { sizes } from './bench/compress.mjs';
import { homeFirstLoadJs } from './bench/first-load.mjs';

const root = resolve(import.meta.dirname, '..');
const METRIC = 'weight.home.js.gzip';

/** { verdict, weight }: the budget's verdict (checkBudgets' form) and the files weighed. */
export async function checkHomeBudget({ distDir, budgetsFile }) {
  const budget = (await readBudgets(budgetsFile)).filter((each) => each.metric === METRIC);
  if (budget.length !== 1) throw new Error(`${budgetsFile} has no single budget for ${METRIC}`);
  const weight = await sizes(await homeFirstLoadJs(distDir));
  const [verdict] = checkBudgets(budget, { weight: { home: { js: weight } } });
  return { verdict, weight };
}

async function main() {
  const distDir = resolve(root, 'dist');
  if (process.argv.includes('--build')) {
    const build = spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const { verdict, weight } = await checkHomeBudget({ distDir, budgetsFile: resolve(root, 'bench/budgets.json') });
  for (const file of weight.files) {
    console.log(`  ${file.file.slice(distDir.length + 1).padEnd(40)} ${String(file.gzip).padStart(7)} B gzip`);
  }
  console.log(
    `${verdict.name}: ${weight.gzip.toLocaleString('en')} bytes, ${verdict.text}, budget ${verdict.bound}: ${verdict.ok ? 'holds' : 'BROKEN'}`,
  );
  if (!verdict.ok) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`check-budget: ${error.message}`);
    process.exit(1);
  });
}
