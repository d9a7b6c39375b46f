// The kit without this repository: `npm run kit:pack` packs it; the tarball installs into an empty
// directory offline (no dependencies: one bundled file) and, given only the contract file and a
// base URL, checks Prism and passes, with its JSON report and exit code; its own copy of the
// contract is the default.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runNode, type Run } from './run-node';

const prismUrl = inject('prismUrl');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let dir: string;
let empty: string;
let tarball: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'packed-kit-'));
  const packed = await runNode('scripts/contract/pack.mjs', ['--out', join(dir, 'dist')], { timeoutMs: 120_000 });
  expect(packed.code, packed.stderr).toBe(0);
  tarball = packed.stdout.trim().split('\n').at(-1) ?? '';
  empty = join(dir, 'project');
  await promisify(execFile)(npm, ['install', '--offline', '--no-audit', '--no-fund', '--prefix', empty, tarball], {
    cwd: dir,
    timeout: 120_000,
  });
  copyFileSync('generated/openapi.json', join(empty, 'openapi.json'));
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The installed bin, run from the project directory, outside this repository. */
const contractVerify = (args: string[]): Promise<Run> =>
  runNode(join(empty, 'node_modules/.bin/contract-verify'), args, { cwd: empty, timeoutMs: 120_000 });

it('packs one tarball whose package has a bin and no dependencies', () => {
  expect(tarball).toMatch(/short-drama-contract-kit-\d+\.\d+\.\d+\.tgz$/);
  expect(readdirSync(join(dir, 'dist'))).toHaveLength(1);
  const manifest = JSON.parse(
    readFileSync(join(empty, 'node_modules/short-drama-contract-kit/package.json'), 'utf8'),
  ) as Record<string, unknown>;
  expect(manifest.bin).toEqual({ 'contract-verify': 'bin/contract-verify.mjs' });
  expect(manifest.dependencies).toBeUndefined();
  // Only Node's own modules are imported: nothing from this repository or a registry.
  const bundle = readFileSync(join(empty, 'node_modules/short-drama-contract-kit/lib/verify.mjs'), 'utf8');
  const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
  expect(imported.filter((name) => !name?.startsWith('node:'))).toEqual([]);
});

it('installed in an empty directory, checks Prism with only the contract file and a base URL, and passes', async () => {
  const run = await contractVerify(['--base-url', prismUrl, '--contract', 'openapi.json', '--json', 'report.json']);
  expect(run.stdout).toContain('PASS: every answer conforms to the contract.');
  expect(run.code).toBe(0);
  const report = JSON.parse(readFileSync(join(empty, 'report.json'), 'utf8')) as { summary: { violations: number } };
  expect(report.summary.violations).toBe(0);
});

it('uses the contract it was packed with when given none, and says how it is used', async () => {
  const run = await contractVerify(['--base-url', prismUrl, '--no-behaviour']);
  expect(run.stdout).toMatch(/21 operations in .*\nPASS/);
  expect(run.code).toBe(0);
  const help = await contractVerify(['--help']);
  expect(help.stdout).toMatch(/^Usage: contract-verify --base-url URL/);
  expect(resolve(empty)).not.toContain(resolve('.'));
});
