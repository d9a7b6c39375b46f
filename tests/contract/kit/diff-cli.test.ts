// api:diff end to end: a throwaway git repository with a small split contract, compared between
// commits and against uncommitted edits, the way a developer runs it before a pull request.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runNode } from './run-node';

const DIFF = resolve('scripts/contract/diff.mjs');
let repo: string;

const ROOT = `openapi: 3.1.0
info: { title: pair, version: '1' }
paths:
  /h5/order:
    $ref: ./paths/order.yaml#/order
`;
const order = ({ status = '[PENDING, PAID]', extra = '', required = '[packageId]' } = {}) => `order:
  post:
    operationId: createOrder
    requestBody:
      required: true
      content:
        application/json:
          schema:
            type: object
            required: ${required}
            properties:
              packageId: { type: string }
              coupon: { type: string }
    responses:
      '200':
        description: ok
        content:
          application/json:
            schema:
              type: object
              required: [code, data]
              properties:
                code: { type: integer }
                data:
                  type: object
                  properties:
                    payOrderId: { type: string }
                    status: { type: string, enum: ${status} }${extra}
`;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(repo, name, '..'), { recursive: true });
    writeFileSync(join(repo, name), text);
  }
}
const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=kit', '-c', 'user.email=kit@example.com', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
const diff = (...args: string[]) => runNode(DIFF, ['--root', repo, ...args]);

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'api-diff-repo-'));
  git('init', '-q');
  write({ 'README.md': 'before the contract\n' });
  git('add', '.');
  git('commit', '-q', '-m', 'no contract yet');
  git('tag', 'empty');
  write({ 'openapi/openapi.yaml': ROOT, 'openapi/paths/order.yaml': order() });
  git('add', '.');
  git('commit', '-q', '-m', 'contract v1');
});

afterEach(() => rmSync(repo, { recursive: true, force: true }));

it('marks breaking edits in the working tree and exits 1', async () => {
  write({
    'openapi/paths/order.yaml': order({ status: '[PENDING, PAID, REFUNDED]', required: '[packageId, coupon]' }),
  });
  const result = await diff('--base', 'HEAD');
  expect(result.stdout).toMatch(/Contract changes from HEAD \([0-9a-f]{7}\) to the working tree/);
  expect(result.stdout).toMatch(
    /BREAKING \(2\):\n {2}POST \/h5\/order \(createOrder\)\n {4}✗ request body\.coupon: newly required\n {4}✗ response 200 body\.data\.status: enum value "REFUNDED" added/,
  );
  expect(result.code).toBe(1);
});

it('lists compatible changes between two commits and exits 0', async () => {
  write({ 'openapi/paths/order.yaml': order({ extra: '\n                    qrCode: { type: string }' }) });
  git('commit', '-q', '-am', 'answer carries the QR code');
  const result = await diff('--base', 'HEAD~1', '--head', 'HEAD');
  expect(result.stdout).toContain('· response 200 body.data.qrCode: new optional field');
  expect(result.stdout).toContain('1 change(s), 0 breaking.');
  expect(result.code).toBe(0);
});

it('treats a ref from before the contract existed as an empty contract', async () => {
  const result = await diff('--base', 'empty');
  expect(result.stdout).toMatch(/empty \([0-9a-f]{7}, no openapi\/openapi\.yaml yet\)/);
  expect(result.stdout).toContain('· operation: new operation');
  expect(result.code).toBe(0);
});

it('says so and exits 2 for a ref git does not know', async () => {
  const result = await diff('--base', 'no-such-branch');
  expect(result.stderr).toContain('git does not know the ref "no-such-branch"');
  expect(result.code).toBe(2);
});
