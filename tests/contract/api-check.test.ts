// `npm run api:check` must pass on a clean tree and fail, naming the drifted files, once openapi/
// changes without regenerating. Runs on a temporary copy so the real tree is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/contract';

let copy = '';

const check = () => {
  const result = spawnSync(process.execPath, ['scripts/api-gen.mjs', '--check', '--root', copy], {
    cwd: copy,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'api-check-test-'));
  for (const entry of ['openapi', 'generated', 'scripts/api-gen.mjs', 'redocly.yaml', 'package.json']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('api:check', () => {
  it('passes when generated/ matches openapi/', () => {
    const result = check();
    expect(result.output).toContain('generated/ matches openapi/');
    expect(result.status).toBe(0);
  });

  it('fails and names the drifted files after a schema changes', () => {
    const file = join(copy, 'openapi/components/schemas/user.yaml');
    const source = readFileSync(file, 'utf8');
    // Give Balance a new optional property, as an edit to the contract would.
    const changed = source.replace(
      /^Balance:\n(?:.*\n)*? {2}properties:\n/m,
      (match) => `${match}    currency:\n      type: string\n`,
    );
    expect(changed).not.toBe(source);
    writeFileSync(file, changed);

    const result = check();
    expect(result.status).toBe(1);
    expect(result.output).toContain('generated/schema.d.ts');
    expect(result.output).toContain('generated/openapi.json');
    expect(result.output).not.toContain('generated/operations.ts');
    expect(result.output).toContain('npm run api:gen');
  });
});
