import { expect, test } from '@playwright/test';
import { openDemo, recordRequests, useExample, usePagedExamples } from './wallet-helpers';

const lists = [
  {
    name: 'deduction records',
    route: '/paymentRecord',
    operation: 'listPaymentRecords',
    path: '/h5/user/payment_records',
    total: 27,
    last: 'Buy · Episode 7',
  },
  {
    name: 'recharge records',
    route: '/rechargeRecord',
    operation: 'listRechargeRecords',
    path: '/h5/user/recharge_records',
    total: 23,
    last: 'Order ID: PO20261100000001',
  },
] as const;

for (const list of lists) {
  test.describe(list.route, () => {
    test(`loads the second page of ${list.name} as the end comes into view`, async ({ page }) => {
      await openDemo(page);
      await usePagedExamples(page, list.operation);
      const recorder = recordRequests(page);
      await page.goto(list.route);
      const items = page.getByRole('listitem');
      await expect(items).toHaveCount(20);
      await expect(page.getByText(list.last)).toHaveCount(0);

      await items.last().scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(list.total);
      await expect(page.getByText(list.last)).toBeVisible();
      await page.getByText('No more records').scrollIntoViewIfNeeded();
      await expect(page.getByText('No more records')).toBeVisible();
      expect(recorder.to(list.path).map((call) => call.query.get('page'))).toEqual(['1', '2']);
    });

    test(`shows the empty state when there are no ${list.name}`, async ({ page }) => {
      await openDemo(page);
      await useExample(page, list.operation, 'empty');
      await page.goto(list.route);
      await expect(page.getByText('No records yet')).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveCount(0);
    });
  });
}

test('deduction records name what was bought; recharge records show amount, coins, bonus and status', async ({
  page,
}) => {
  await openDemo(page);
  await page.goto('/paymentRecord');
  const series = page.getByRole('listitem').filter({ hasText: 'Unlock the whole series' });
  await expect(series).toContainText('−500');
  await expect(series).toContainText('−100');
  await expect(series).toContainText('Giveaway');

  await page.goto('/rechargeRecord');
  const first = page.getByRole('listitem').first();
  await expect(first).toContainText(/THB\s299\.00/);
  await expect(first).toContainText('3000 coins');
  await expect(first).toContainText('+600 bonus');
  await expect(first).toContainText('Pending');
});
