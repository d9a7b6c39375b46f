#!/usr/bin/env node
// npm run contract:verify -- --base-url URL [options]
//
// Tours every operation of the contract against a live server with valid requests and checks each
// answer: the HTTP status, the {code, data} envelope and `data` against the operation's schema.
// Exit codes: 0 every operation conforms; 1 at least one violation; 2 no violation, but some
// operation was unreachable (5xx, timeout, refused or dropped connection) or skipped; 3 bad usage.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createValidator, loadContract } from './lib/contract.mjs';
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
  --timeout MS        per request, headers and body (default: 10000)
  --json FILE         write a JSON report
  --junit FILE        write a JUnit XML report
  --contract FILE     the bundled contract (default: generated/openapi.json)

Exit: 0 conforms; 1 violations; 2 no violation but unreachable/skipped operations; 3 usage error.`;

function options() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'client-id': { type: 'string', default: 'conformance-check' },
      info: { type: 'string', default: 'demo-th' },
      code: { type: 'string' },
      only: { type: 'string' },
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
  return {
    ...values,
    baseUrl: values['base-url'],
    timeoutMs,
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
  let results;
  try {
    results = await runTour({
      document: contract,
      validator: createValidator(contract),
      baseUrl: opts.baseUrl,
      clientId: opts['client-id'],
      token: opts.token,
      info: opts.info,
      code: opts.code,
      only: opts.only,
      timeoutMs: opts.timeoutMs,
    });
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
      `${JSON.stringify(jsonReport({ results, summary, ms, baseUrl: opts.baseUrl, contract }), null, 2)}\n`,
    );
  if (opts.junit) write(opts.junit, junitReport({ results, summary, ms }));
  return summary.exitCode;
}

process.exitCode = await main();
