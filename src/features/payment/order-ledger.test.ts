import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOrderStep } from './order-ledger';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('claimOrderStep', () => {
  it('grants each step of an order once, across reloads (it is in storage)', async () => {
    await expect(claimOrderStep('PO-1', 'purchase')).resolves.toBe(true);
    await expect(claimOrderStep('PO-1', 'purchase')).resolves.toBe(false);
    await expect(claimOrderStep('PO-1', 'told')).resolves.toBe(true);
    await expect(claimOrderStep('PO-2', 'purchase')).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem('ORDER_LEDGER') ?? '{}')).toMatchObject({
      'PO-1': { steps: ['purchase', 'told'] },
      'PO-2': { steps: ['purchase'] },
    });
  });

  it('claims under a Web Lock where the browser has them, so two tabs cannot both win', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: (name: string, run: () => unknown) => (names.push(name), Promise.resolve(run())) },
    });
    const results = await Promise.all([claimOrderStep('PO-9', 'purchase'), claimOrderStep('PO-9', 'purchase')]);
    expect(results.sort()).toEqual([false, true]);
    expect(names).toEqual(['order-ledger:PO-9', 'order-ledger:PO-9']);
  });

  it('survives a corrupt ledger: the step is granted, and the ledger rewritten', async () => {
    localStorage.setItem('ORDER_LEDGER', '[1,2');
    await expect(claimOrderStep('PO-3', 'told')).resolves.toBe(true);
    await expect(claimOrderStep('PO-3', 'told')).resolves.toBe(false);
  });

  it('keeps an order whatever its id: "constructor" or "__proto__" is an order like another', async () => {
    for (const id of ['constructor', '__proto__', 'toString']) {
      await expect(claimOrderStep(id, 'purchase')).resolves.toBe(true);
      await expect(claimOrderStep(id, 'purchase')).resolves.toBe(false);
    }
  });

  it('keeps what was done for an order when another entry is unreadable', async () => {
    localStorage.setItem('ORDER_LEDGER', JSON.stringify({ 'PO-1': { steps: ['purchase'], at: 1 }, 'PO-2': 'told' }));
    await expect(claimOrderStep('PO-1', 'purchase')).resolves.toBe(false);
  });
});
