#!/usr/bin/env node
// npm run contract:verify -- --base-url URL [options]
//
// Tours every operation of the contract against a live server with valid requests and checks each
// answer: the HTTP status, the {code, data} envelope and `data` against the operation's schema.
// Then, unless --no-behaviour, how the server behaves: it refuses invalid input and missing tokens,
// a retried paying call charges once (and, with --deep, foreign tokens are refused, users do not see
// each other's orders, unlocking costs the stated price); --generate adds generated valid inputs.
// Every 429 met on the way is waited out once (Retry-After) and must carry a valid Retry-After.
// Exit codes: 0 every check passed; 1 at least one violation; 2 no violation, but some check could
// not reach the server (5xx, timeout, refused or dropped connection, rate limited) or was skipped;
// 3 bad usage.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomInt } from 'node:crypto';
import { createBehaviour } from './lib/behaviour.mjs';
import { CHECK_ORDER } from './lib/checks.mjs';
import { createValidator, listOperations, loadContract } from './lib/contract.mjs';
import { createRateLimitLog } from './lib/rate-limits.mjs';
import { EXIT, formatSummary, formatTable, jsonReport, junitReport, summarise } from './lib/report.mjs';
import { runTour } from './lib/tour.mjs';

const USAGE = `Usage: npm run contract:verify -- --base-url URL [options]

  --base-url URL      the server to check, e.g. https://api.staging.example.com (required)
  --token TOKEN       bearer token for user calls (default: the guest token registerGuest returns);
                      a funded user's token lets unlockEpisode/unlockSeries succeed
  --client-id ID      the clientId header (default: conformance-check)
  --info KEY          drama info key for getDramaInfo (default: demo-th)
  --code CODE         a short code the server knows, for decryptShortCode (default: the contract's example)
  --only a,b          check only these operations (earlier steps that provide ids still run)
  --no-behaviour      shape only: no invalid requests, no second calls, no extra guests (a production smoke check)
  --deep              also: malformed and foreign tokens, a second guest against the first user's
                      order and records, and (with --token of a funded user) that unlocking costs the price
  --generate N        also: N generated valid requests per operation (json-schema-faker), at most 50
  --seed S            the generator's seed (default: a random one, printed), to replay a run
  --timeout MS        per request, headers and body (default: 10000)
  --json FILE         write a JSON report
  --junit FILE        write a JUnit XML report
  --contract FILE     the bundled contract (default: generated/openapi.json)

The behaviour checks register guests and create payment orders; with --token they spend that
user's coins. Run them against staging, never production.

A 429 (rate limited) is waited out once, as its Retry-After says (at most 10 s), and the request sent
again; a second 429 is reported as rate limited, not as a violation.

Exit: 0 conforms; 1 violations; 2 no violation but unreachable (or rate limited) or skipped checks; 3 usage error.`;

function options() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'client-id': { type: 'string', default: 'conformance-check' },
      info: { type: 'string', default: 'demo-th' },
      code: { type: 'string' },
      only: { type: 'string' },
      'no-behaviour': { type: 'boolean', default: false },
      deep: { type: 'boolean', default: false },
      generate: { type: 'string' },
      seed: { type: 'string' },
      timeout: { type: 'string', default: '10000' },
      json: { type: 'string' },
      junit: { type: 'string' },
      contract: { type: 'string', default: 'generated/openapi.json' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(EXIT.pass);
  }
  const timeoutMs = Number(values.timeout);
  if (!values['base-url'] || !/^https?:\/\//.test(values['base-url']))
    throw new Error('--base-url must be an http(s) URL');
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new Error('--timeout must be a positive number of milliseconds');
  const count = values.generate === undefined ? 0 : Number(values.generate);
  if (values.generate !== undefined && !(Number.isInteger(count) && count >= 1 && count <= 50))
    throw new Error('--generate must be a whole number from 1 to 50');
  const seed = values.seed === undefined ? randomInt(1, 2 ** 31 - 1) : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a whole number');
  const behaviour = !values['no-behaviour'];
  if (!behaviour && (values.deep || count > 0))
    throw new Error('--deep and --generate are behaviour checks: drop --no-behaviour');
  return {
    ...values,
    baseUrl: values['base-url'],
    timeoutMs,
    behaviour,
    generate: count > 0 ? { count, seed } : undefined,
    only: values.only
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  };
}

function write(file, text) {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Says, before anything is sent, what the behaviour checks will leave on the server. */
function behaviourNotice(opts) {
  const spends = opts.token ? ", and spend the --token user's coins" : '';
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

async function main() {
  let opts;
  let contract;
  try {
    opts = options();
    contract = loadContract(opts.contract);
  } catch (error) {
    console.error(`contract:verify: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const started = performance.now();
  console.log(
    `Checking ${opts.baseUrl} against ${contract.info?.title ?? 'the contract'} ${contract.info?.version ?? ''}\n`,
  );
  if (opts.behaviour) console.log(`${behaviourNotice(opts)}\n`);
  const env = {
    document: contract,
    validator: createValidator(contract),
    baseUrl: opts.baseUrl,
    clientId: opts['client-id'],
    timeoutMs: opts.timeoutMs,
    rateLimits: createRateLimitLog(),
  };
  const behaviour = opts.behaviour
    ? createBehaviour({
        env,
        operations: listOperations(contract),
        token: opts.token,
        deep: opts.deep,
        generate: opts.generate,
      })
    : undefined;
  let results;
  try {
    const tour = await runTour({
      ...env,
      token: opts.token,
      info: opts.info,
      code: opts.code,
      only: opts.only,
      hooks: behaviour?.hooks,
    });
    const checked = [...tour.results, ...((await behaviour?.finish(tour.results, tour.context)) ?? [])];
    const reported = new Set(tour.results.map((row) => row.operationId));
    results = inReportOrder([...checked, ...env.rateLimits.rows(contract, reported)]);
  } catch (error) {
    console.error(`contract:verify: ${error instanceof Error ? error.message : error}`);
    return EXIT.usage;
  }
  const ms = performance.now() - started;
  const summary = summarise(results);
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  console.log(formatTable(results, { color }));
  console.log(`\n${formatSummary(summary, ms)}`);
  if (opts.json)
    write(
      opts.json,
      `${JSON.stringify(jsonReport({ results, summary, ms, baseUrl: opts.baseUrl, contract, behaviour: behaviourSettings(opts, behaviour) }), null, 2)}\n`,
    );
  if (opts.junit) write(opts.junit, junitReport({ results, summary, ms }));
  return summary.exitCode;
}

process.exitCode = await main();
