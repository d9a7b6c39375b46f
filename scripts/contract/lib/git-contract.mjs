// Bundles the contract as it is at a git ref, or in the working tree, into one JSON document,
// with the same Redocly bundler api:gen uses. Nothing in the working tree or the index changes:
// the ref's openapi/ is read with `git archive` into a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = 'openapi/openapi.yaml';
// This project's Redocly, whichever repository --root points at.
const REDOCLY = fileURLToPath(new URL('../../../node_modules/.bin/redocly', import.meta.url));
const EMPTY_CONTRACT = { openapi: '3.1.0', info: { title: 'empty', version: '0' }, paths: {} };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return result;
}

function redocly(cwd) {
  const outDir = mkdtempSync(join(tmpdir(), 'api-diff-out-'));
  const out = join(outDir, 'bundle.json');
  const result = run(REDOCLY, ['bundle', ENTRY, '--ext', 'json', '-o', out], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  try {
    if (result.status !== 0 || !existsSync(out)) {
      throw new Error(`redocly bundle failed in ${cwd}:\n${result.stdout}${result.stderr}`);
    }
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * @param {string} root the repository's working tree
 * @param {string} ref any git revision: a branch, a tag, HEAD~3, a commit id
 * @returns {{ document: any, label: string }}
 */
export function bundleAtRef(root, ref) {
  const commit = run('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { encoding: 'utf8' });
  if (commit.status !== 0) throw new Error(`git does not know the ref "${ref}"`);
  const sha = commit.stdout.trim();
  const label = `${ref} (${sha.slice(0, 7)})`;
  if (run('git', ['-C', root, 'cat-file', '-e', `${sha}:${ENTRY}`]).status !== 0) {
    // Before the contract existed every operation is new, which is what the empty document says.
    return { document: EMPTY_CONTRACT, label: `${ref} (${sha.slice(0, 7)}, no ${ENTRY} yet)` };
  }
  const scratch = mkdtempSync(join(tmpdir(), 'api-diff-'));
  try {
    const archive = run('git', ['-C', root, 'archive', '--format=tar', sha, 'openapi']);
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
    const untar = run('tar', ['-x', '-C', scratch], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    return { document: redocly(scratch), label };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** @param {string} root */
export function bundleWorkingTree(root) {
  if (!existsSync(join(root, ENTRY))) throw new Error(`${join(root, ENTRY)} does not exist`);
  return { document: redocly(root), label: 'the working tree' };
}
