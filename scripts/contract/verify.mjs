#!/usr/bin/env node
// npm run contract:verify -- --base-url URL [options]   (contract-verify, from the packed kit)
//
// Tours every operation of the contract against a live server with valid requests and checks each
// answer: the HTTP status, the {code, data} envelope and `data` against the operation's schema.
// Then, unless --no-behaviour, how the server behaves: it refuses invalid input and missing tokens,
// a retried paying call charges once (and, with --deep, foreign tokens are refused, users do not see
// each other's orders, unlocking costs the stated price); --generate adds generated valid inputs.
// Every 429 met on the way is waited out once (Retry-After) and must carry a valid Retry-After.
// Each violation prints a curl line of its request; --replay sends a report's failing requests again.
// --baseline lists known violations that do not fail the run until they expire.
// Exit codes: 0 every check passed; 1 at least one violation (or an expired baseline entry); 2 no
// violation, but some check could not reach the server (5xx, timeout, refused or dropped
// connection, rate limited) or was skipped, or no call succeeded at all; 3 bad usage.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { applyBaseline, baselineOf, formatBaseline, readBaseline } from './lib/baseline.mjs';
import { createBehaviour } from './lib/behaviour.mjs';
import { CHECK_ORDER } from './lib/checks.mjs';
import { createValidator, listOperations, loadContract } from './lib/contract.mjs';
import { noMeaningfulCheck } from './lib/meaningful.mjs';
import { readOptions, USAGE } from './lib/options.mjs';
import { createRateLimitLog } from './lib/rate-limits.mjs';
import { replayReport } from './lib/replay.mjs';
import { EXIT, formatSummary, formatTable, jsonReport, junitReport, summarise } from './lib/report.mjs';
import { maskSent } from './lib/sent.mjs';
import { prepareStates } from './lib/setup.mjs';
import { runTour } from './lib/tour.mjs';

function write(file, text) {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Says, before anything is sent, what the behaviour checks will leave on the server. */
function behaviourNotice(opts) {
  const spends = opts.token
    ? ", and spend the --token user's coins"
    : opts.setup
      ? ', and spend the coins of the --setup funded user'
      : '';
  const extra = [
    opts.deep && '--deep',
    opts.generate && `--generate ${opts.generate.count} --seed ${opts.generate.seed}`,
  ].filter(Boolean);
  return [
    `Behaviour checks are on${extra.length > 0 ? ` (${extra.join(', ')})` : ''}: they send invalid and repeated requests,`,
    `register guests and create payment orders on this server${spends}. Run them against staging;`,
    '--no-behaviour checks the shape of the answers only (for a production smoke check).',
    ...(opts.generate
      ? [
          `Generated inputs: seed ${opts.generate.seed} (replay: --generate ${opts.generate.count} --seed ${opts.generate.seed}).`,
        ]
      : []),
  ].join('\n');
}

const behaviourSettings = (opts, behaviour) => ({
  enabled: opts.behaviour,
  deep: opts.deep,
  ...(opts.generate ? { generate: opts.generate.count, seed: opts.generate.seed } : {}),
  mock: behaviour?.isMock() ?? false,
});

/** Rows grouped by operation in the tour's order, each operation's checks in a fixed order. */
function inReportOrder(results) {
  const operationRank = new Map();
  for (const row of results)
    if (!operationRank.has(row.operationId)) operationRank.set(row.operationId, operationRank.size);
  const rank = (row) => (operationRank.get(row.operationId) ?? 0) * CHECK_ORDER.length + CHECK_ORDER.indexOf(row.check);
  return results
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Every violation with a request: where a check gave none, the operation's tour request. */
const withRequests = (results, sent) =>
  results.map((row) =>
    row.violations.length === 0 || !sent.has(row.operationId)
      ? row
      : {
          ...row,
          violations: row.violations.map((violation) =>
            violation.request ? violation : { ...violation, request: sent.get(row.operationId) },
          ),
        },
  );

/** The results as the JSON report keeps them: each request's secrets masked unless --show-secrets. */
const forReport = (results, showSecrets) =>
  showSecrets
    ? results
    : results.map((row) => ({
        ...row,
        violations: row.violations.map((violation) =>
          violation.request ? { ...violation, request: maskSent(violation.request) } : violation,
        ),
      }));

async function replay(opts, contract) {
  let report;
  try {
    report = JSON.parse(readFileSync(opts.replay, 'utf8'));
  } catch (error) {
    console.error(`contract:verify: --replay ${opts.replay}: ${error instanceof Error ? error.message : error}`);
    return EXIT.usage;
  }
  console.log(`Replaying the failing requests of ${opts.replay} against ${opts.baseUrl ?? report.baseUrl}\n`);
  const { lines, exitCode } = await replayReport({
    report,
    document: contract,
    validator: createValidator(contract),
    baseUrl: opts.baseUrl,
    token: opts.token,
    timeoutMs: opts.timeoutMs,
    showSecrets: opts.showSecrets,
  });
  console.log(lines.join('\n'));
  return exitCode;
}

async function main() {
  let opts;
  let contract;
  let baseline;
  try {
    opts = readOptions();
    if (opts.help) {
      console.log(USAGE);
      return EXIT.pass;
    }
    contract = loadContract(opts.contract);
    baseline = opts.baseline ? readBaseline(opts.baseline) : undefined;
  } catch (error) {
    console.error(`contract:verify: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (opts.replay) return replay(opts, contract);
  const started = performance.now();
  console.log(
    `Checking ${opts.baseUrl} against ${contract.info?.title ?? 'the contract'} ${contract.info?.version ?? ''}\n`,
  );
  if (opts.behaviour) console.log(`${behaviourNotice(opts)}\n`);
  let token = opts.token;
  /** @type {Record<string, unknown>} */
  const preset = {};
  if (opts.setup) {
    const states = await prepareStates(opts.setup, { baseUrl: opts.baseUrl, token, timeoutMs: opts.timeoutMs });
    console.log(`Provider states from ${opts.setup}:\n${states.lines.join('\n')}\n`);
    token ??= states.token;
    for (const name of ['info', 'episodeNumber', 'payOrderId'])
      if (states[name] !== undefined && !(name === 'info' && opts.info)) preset[name] = states[name];
  }
  const validator = createValidator(contract);
  const env = {
    document: contract,
    validator,
    baseUrl: opts.baseUrl,
    clientId: opts['client-id'],
    timeoutMs: opts.timeoutMs,
    rateLimits: createRateLimitLog(contract, validator),
  };
  const behaviour = opts.behaviour
    ? createBehaviour({
        env,
        operations: listOperations(contract),
        token,
        deep: opts.deep,
        generate: opts.generate,
      })
    : undefined;
  let results;
  let meaningless;
  try {
    const tour = await runTour({
      ...env,
      token,
      info: opts.info,
      code: opts.code,
      only: opts.only,
      preset,
      hooks: behaviour?.hooks,
    });
    const checked = [...tour.results, ...((await behaviour?.finish(tour.results, tour.context)) ?? [])];
    const reported = new Set(tour.results.map((row) => row.operationId));
    results = withRequests(inReportOrder([...checked, ...env.rateLimits.rows(contract, reported)]), tour.sent);
    meaningless = noMeaningfulCheck(tour.statuses);
  } catch (error) {
    console.error(`contract:verify: ${error instanceof Error ? error.message : error}`);
    return EXIT.usage;
  }
  const known = baseline ? applyBaseline(results, baseline) : undefined;
  if (known) results = known.results;
  const ms = performance.now() - started;
  const summary = summarise(results, { expired: known?.expired.length ?? 0, meaningless });
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  console.log(formatTable(results, { color, showSecrets: opts.showSecrets }));
  const baselineLines = known && opts.baseline ? formatBaseline(known, opts.baseline) : '';
  if (baselineLines) console.log(`\n${baselineLines}`);
  console.log(`\n${formatSummary(summary, ms)}`);
  if (opts.json)
    write(
      opts.json,
      `${JSON.stringify(jsonReport({ results: forReport(results, opts.showSecrets), summary, ms, baseUrl: opts.baseUrl, contract, behaviour: behaviourSettings(opts, behaviour) }), null, 2)}\n`,
    );
  if (opts.junit) write(opts.junit, junitReport({ results, summary, ms }));
  if (opts.writeBaseline) {
    const written = baselineOf(results);
    write(opts.writeBaseline, `${JSON.stringify(written, null, 2)}\n`);
    console.log(`Wrote ${written.violations.length} violation(s) to ${opts.writeBaseline}: give each a reason.`);
  }
  return summary.exitCode;
}

process.exitCode = await main();
