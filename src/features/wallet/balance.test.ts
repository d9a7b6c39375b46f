import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { balanceOptions, setBalanceCache } from './balance';

describe('setBalanceCache', () => {
  it('keeps the balance a server answer carried, over a fetch that was already under way', async () => {
    const queryClient = new QueryClient();
    let answer: (balance: number) => void = () => undefined;
    const { queryKey } = balanceOptions();
    const fetching = queryClient
      .fetchQuery({
        queryKey,
        queryFn: () => new Promise((resolve) => (answer = (balance) => resolve({ code: 0, data: { balance } }))),
      })
      .catch(() => undefined);
    setBalanceCache(queryClient, 1380);
    answer(720); // The balance from before the payment, arriving late.
    await fetching;
    await new Promise((done) => setTimeout(done, 0));
    expect(queryClient.getQueryData(queryKey)).toEqual({ code: 0, data: { balance: 1380 } });
  });

  it('changes nothing for a balance the answer does not carry (an order not paid yet)', () => {
    const queryClient = new QueryClient();
    setBalanceCache(queryClient, null);
    expect(queryClient.getQueryData(balanceOptions().queryKey)).toBeUndefined();
  });
});
