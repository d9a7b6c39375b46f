// The baseline: the violations a team knows of and has not fixed yet, each with a reason and an
// expiry date, so that the kit can guard a legacy server from the first day. A listed violation is
// reported as known and does not fail the run until its entry expires; a violation not listed
// fails; an expired entry fails the run, whether its violation is still there or not (fixed: the
// entry goes). `--write-baseline` writes today's violations as a starting file.
import { readFileSync } from 'node:fs';

/**
 * Matched on operation, check and path (the violation's first words, e.g. `body.email`); `message`
 * is what the violation said when the entry was written, for the reader only.
 * @typedef {{ operation: string, check: string, path: string, reason: string, expires: string,
 *   message?: string }} BaselineEntry
 * @typedef {import('./tour.mjs').StepResult} StepResult
 */

/** How long a written entry lasts, unless edited: long enough to plan the fix, short enough to be seen again. */
export const WRITTEN_DAYS = 30;
const TODO_REASON = 'TODO: why this is accepted for now, and who fixes it';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (date) => date.toISOString().slice(0, 10);
const keyOf = (operation, check, path) => JSON.stringify([operation, check, path]);

/**
 * Reads and checks a baseline file: `{ "violations": [BaselineEntry, ...] }`. Throws on a file a
 * person must fix first (a usage error, exit 3).
 * @param {string} file
 * @returns {BaselineEntry[]}
 */
export function readBaseline(file) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--baseline ${file}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  const entries = parsed?.violations;
  if (!Array.isArray(entries)) throw new Error(`--baseline ${file}: expected { "violations": [ ... ] }`);
  entries.forEach((entry, index) => {
    const where = `--baseline ${file}: violations[${index}]`;
    for (const field of ['operation', 'check', 'path', 'reason', 'expires'])
      if (typeof entry?.[field] !== 'string' || entry[field].trim() === '')
        throw new Error(`${where}: "${field}" is required (a non-empty text)`);
    if (!DATE.test(entry.expires) || Number.isNaN(Date.parse(entry.expires)))
      throw new Error(`${where}: "expires" must be a date, YYYY-MM-DD (got ${JSON.stringify(entry.expires)})`);
  });
  return entries;
}

/**
 * Marks the known violations and finds the expired entries. A row whose violations are all known
 * (and unexpired) becomes `known`: reported, not failing.
 * @param {StepResult[]} results
 * @param {BaselineEntry[]} entries
 * @param {Date} [now]
 * @returns {{ results: StepResult[], expired: BaselineEntry[], unused: BaselineEntry[] }}
 */
export function applyBaseline(results, entries, now = new Date()) {
  const today = dayOf(now);
  const byKey = new Map(entries.map((entry) => [keyOf(entry.operation, entry.check, entry.path), entry]));
  const used = new Set();
  const marked = results.map((row) => {
    if (row.result !== 'violation') return row;
    const violations = row.violations.map((violation) => {
      const entry = byKey.get(keyOf(row.operationId, row.check, violation.path));
      if (!entry) return violation;
      used.add(entry);
      return entry.expires < today
        ? { ...violation, baseline: { reason: entry.reason, expires: entry.expires, expired: true } }
        : { ...violation, baseline: { reason: entry.reason, expires: entry.expires } };
    });
    const known = violations.every((violation) => violation.baseline && !violation.baseline.expired);
    return { ...row, violations, ...(known ? { result: /** @type {const} */ ('known') } : {}) };
  });
  const checked = new Set(results.map((row) => `${row.operationId} ${row.check}`));
  return {
    results: marked,
    expired: entries.filter((entry) => entry.expires < today),
    // Listed, its check run, and not seen: fixed, so the entry can go.
    unused: entries.filter(
      (entry) => !used.has(entry) && entry.expires >= today && checked.has(`${entry.operation} ${entry.check}`),
    ),
  };
}

/**
 * Today's violations as a baseline file's content. Entries the current baseline already gives keep
 * their reason and date; new ones expire in WRITTEN_DAYS days, with a reason to write.
 * @param {StepResult[]} results
 * @param {Date} [now]
 */
export function baselineOf(results, now = new Date()) {
  const expires = dayOf(new Date(now.getTime() + WRITTEN_DAYS * 86_400_000));
  const entries = new Map();
  for (const row of results) {
    if (row.result !== 'violation' && row.result !== 'known') continue;
    for (const violation of row.violations) {
      const key = keyOf(row.operationId, row.check, violation.path);
      if (entries.has(key)) continue;
      const kept = violation.baseline && !violation.baseline.expired ? violation.baseline : undefined;
      entries.set(key, {
        operation: row.operationId,
        check: row.check,
        path: violation.path,
        reason: kept?.reason ?? TODO_REASON,
        expires: kept?.expires ?? expires,
        message: violation.message,
      });
    }
  }
  return { violations: [...entries.values()] };
}

/** The lines the run prints about its baseline: expired entries (failing) and unused ones. */
export function formatBaseline({ expired, unused }, file) {
  const lines = [];
  for (const entry of expired)
    lines.push(
      `✖ baseline ${file}: the entry for ${entry.operation} ${entry.check} "${entry.path}" expired on ${entry.expires} (${entry.reason}): fix the violation and remove the entry, or renew it`,
    );
  for (const entry of unused)
    lines.push(
      `  baseline ${file}: ${entry.operation} ${entry.check} "${entry.path}" was not seen in this run: fixed? remove the entry`,
    );
  return lines.join('\n');
}
