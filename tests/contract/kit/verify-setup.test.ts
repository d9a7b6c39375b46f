// Provider states (--setup): before the tour, contract:verify asks the backend's own script (a
// command, or a URL) for a funded user, an episode that user has not unlocked and a paid order, and
// uses them: the money check runs on that user and episode, the order status is read on a PAID
// order. A state the script cannot prepare is named, and the run goes on without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatefulServer } from './fixtures/stateful-server.mjs';
import { runVerify } from './run-node';

const SCRIPT = 'node tests/contract/kit/fixtures/setup-states.mjs';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verify-setup-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function verifyOn(faults: string[], args: (url: string) => string[], name: string) {
  const server = await startStatefulServer({ faults });
  try {
    return await runVerify(server.url, join(dir, `${name}.json`), args(server.url), { timeoutMs: 120_000 });
  } finally {
    await server.stop();
  }
}

describe('--setup', () => {
  it("runs the backend's script for each state and checks with what it gives: the money of its user and episode, a PAID order", async () => {
    const { run, report } = await verifyOn([], (url) => ['--deep', '--setup', `${SCRIPT} ${url}/__setup`], 'command');
    expect(run.stdout).toMatch(
      /Provider states from .*:\n {2}funded-user: a token\n {2}locked-episode: episodeNumber 12\n {2}paid-order: payOrderId "(PO\d+)"/,
    );
    const paid = /payOrderId "(PO\d+)"/.exec(run.stdout)?.[1];
    expect(report.results.filter((row) => row.result !== 'pass')).toEqual([]);
    expect(run.stdout).toMatch(
      /money +POST \/h5\/drama_video\/unlock +pass\s+1660 → 1630 coins \(episodePrice 30\); episode 12 playable/,
    );
    expect(run.stdout).toMatch(new RegExp(`getRechargeOrder +shape +GET /h5/recharge/order/${paid} +pass 200`));
    expect(run.code).toBe(0);
  });

  it('takes a URL as well, and its funded user finds a fault only a user with coins can show', async () => {
    const { run, report } = await verifyOn(
      ['unlockWrongPrice'],
      (url) => ['--deep', '--only', 'unlockEpisode', '--setup', `${url}/__setup`],
      'url',
    );
    expect(
      report.results.filter((row) => row.result === 'violation').map((row) => `${row.operationId} ${row.check}`),
    ).toEqual(['unlockEpisode money']);
    expect(run.stdout).toMatch(/balance: went from \d+ to \d+ \(−35\); the drama info states episodePrice 30/);
    expect(run.code).toBe(1);
  });

  it('names a state the script could not prepare and goes on without it', async () => {
    const { run } = await verifyOn(
      [],
      () => ['--only', 'getBalance', '--setup', `node -e "console.error('no seed data'); process.exit(1)"`],
      'failing',
    );
    expect(run.stdout).toMatch(/funded-user: not prepared \(exit 1: no seed data\); the checks run without it/);
    expect(run.stdout).toContain('PASS');
    expect(run.code).toBe(0);
  });
});
