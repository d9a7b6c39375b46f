// contract:verify's command line: what it takes, its help text, and the checks on its values.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WRITTEN_DAYS } from './baseline.mjs';

export const USAGE = `Usage: contract-verify --base-url URL [options]
       (in the front-end repository: npm run contract:verify -- --base-url URL [options])
       contract-verify --replay REPORT [--base-url URL] [--token TOKEN]

  --base-url URL      the server to check, e.g. https://api.staging.example.com (required)
  --contract FILE     the bundled contract, openapi.json (default: generated/openapi.json)
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
  --json FILE         write a JSON report (with each failing request, for --replay)
  --junit FILE        write a JUnit XML report
  --show-secrets      keep bearer tokens and passwords in the curl lines and the JSON report (masked otherwise)
  --baseline FILE     known violations, each with a reason and an expiry date: reported, not failing until they expire
  --write-baseline FILE  write this run's violations as a baseline (each expiring in ${WRITTEN_DAYS} days)
  --replay REPORT     send the failing requests of a JSON report again and say which still fail
  --setup CMD|URL     ask your script for provider states first: a funded user (its token), an episode
                      that user has not unlocked, a paid order of that user (the front-end repository's
                      docs/backend.md, "Provider states")

The behaviour checks register guests and create payment orders; with --token they spend that
user's coins. Run them against staging, never production.

A 429 (rate limited) is waited out once, as its Retry-After says (at most 10 s), and the request sent
again; a second 429 is reported as rate limited, not as a violation.

Exit: 0 conforms; 1 violations (or an expired baseline entry); 2 no violation but unreachable (or rate
limited) or skipped checks, or no meaningful check (no call succeeded); 3 usage error.`;

/** The options, checked; throws an Error whose message says what is wrong (a usage error). */
export function readOptions(args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'client-id': { type: 'string', default: 'conformance-check' },
      info: { type: 'string' },
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
      'show-secrets': { type: 'boolean', default: false },
      baseline: { type: 'string' },
      'write-baseline': { type: 'string' },
      replay: { type: 'string' },
      setup: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { help: true };
  const timeoutMs = Number(values.timeout);
  const baseUrl = values['base-url'];
  if ((!values.replay || baseUrl !== undefined) && (!baseUrl || !/^https?:\/\//.test(baseUrl)))
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
    help: false,
    baseUrl,
    timeoutMs,
    behaviour,
    showSecrets: values['show-secrets'],
    writeBaseline: values['write-baseline'],
    generate: count > 0 ? { count, seed } : undefined,
    only: values.only
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  };
}
