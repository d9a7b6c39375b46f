import { afterEach, describe, expect, it } from 'vitest';
import type { RechargeOrder } from '@/shared/api/types';
import { saveSessionUser, sessionHasPendingOrders, setTabSessionKey } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { orderCreated } from '@tests/support/fixtures';
import {
  addPendingOrder,
  dropPendingOrder,
  followUntil,
  forgetSessionOrder,
  listSessionOrder,
  MAX_PENDING_ORDERS,
  pendingOrdersOf,
  sessionFollowedOrders,
} from './pending-orders';

const request = { packageId: 'pkg_th_600', dramaId: '10086' };
const order = (payOrderId: string): RechargeOrder => ({ ...orderCreated, payOrderId });
const ids = (userId: string) => pendingOrdersOf(userId).map((entry) => entry.order.payOrderId);

afterEach(() => {
  setTabSessionKey(null);
  localStorage.clear();
  storage.remove('PENDING_ORDERS');
});

describe('the list of pending orders', () => {
  it('adds each new order without forgetting the earlier ones, oldest first, per user', () => {
    addPendingOrder('u-1', order('PO-A'), request, 1_000);
    addPendingOrder('u-1', order('PO-B'), { ...request, packageId: 'pkg_th_series' }, 2_000);
    addPendingOrder('u-2', order('PO-C'), request, 3_000);
    expect(ids('u-1')).toEqual(['PO-A', 'PO-B']);
    expect(ids('u-2')).toEqual(['PO-C']);
    expect(pendingOrdersOf('u-1')[1]).toEqual({
      order: expect.not.objectContaining({ status: expect.anything() }),
      request: { ...request, packageId: 'pkg_th_series' },
      madeAt: 2_000,
    });
  });

  it('keeps a new attempt with the same id once, as the newest', () => {
    addPendingOrder('u-1', order('PO-A'), request, 1_000);
    addPendingOrder('u-1', order('PO-B'), request, 2_000);
    addPendingOrder('u-1', order('PO-A'), request, 3_000);
    expect(ids('u-1')).toEqual(['PO-B', 'PO-A']);
    expect(pendingOrdersOf('u-1')[1]?.madeAt).toBe(3_000);
  });

  it(`keeps at most ${MAX_PENDING_ORDERS} orders per user: the oldest go first`, () => {
    for (let n = 1; n <= MAX_PENDING_ORDERS + 2; n += 1) addPendingOrder('u-1', order(`PO-${n}`), request, n);
    expect(ids('u-1')).toEqual(['PO-3', 'PO-4', 'PO-5', 'PO-6', 'PO-7']);
  });

  it('drops an order that ended; a user with none left leaves the key', () => {
    addPendingOrder('u-1', order('PO-A'), request, 1_000);
    addPendingOrder('u-1', order('PO-B'), request, 2_000);
    dropPendingOrder('u-1', 'PO-A');
    expect(ids('u-1')).toEqual(['PO-B']);
    dropPendingOrder('u-1', 'PO-B');
    expect(localStorage.getItem('PENDING_ORDERS')).toBeNull();
  });

  it('reads entry by entry: a bad order drops only itself, a bad list only its user', () => {
    const { status: _status, ...made } = orderCreated;
    const good = { order: made, request, madeAt: 5 };
    localStorage.setItem(
      'PENDING_ORDERS',
      JSON.stringify({
        'u-1': [good, { ...good, order: { ...good.order, paymentContent: '' } }, 'junk', { ...good, madeAt: 'x' }],
        'u-2': 'not a list',
        'u-3': [null],
      }),
    );
    expect(ids('u-1')).toEqual(['PO20261122000123']);
    expect(pendingOrdersOf('u-2')).toEqual([]);
    expect(storage.get('PENDING_ORDERS')).toEqual({ 'u-1': [expect.objectContaining({ madeAt: 5 })] });
  });

  it("follows an order for its own lifetime on this device's clock, whatever the server's clock says", () => {
    // The contract's example: created 10:20, expires 10:35 (server time), long before this device's "now".
    expect(followUntil({ order: orderCreated, madeAt: 1_000_000 })).toBe(1_000_000 + 15 * 60_000);
    const nonsense = { ...orderCreated, expiresAt: 'soon' };
    expect(followUntil({ order: nonsense, madeAt: 0 })).toBe(30 * 60_000);
  });
});

describe("the session user's orders", () => {
  it('are filed under the tab session user, and PAY_ORDER_ID names the newest', () => {
    saveSessionUser('key-a', { id: 'guest-a', name: 'A', token: 'token-a' });
    setTabSessionKey('key-a');
    listSessionOrder(order('PO-A'), request, 1_000);
    listSessionOrder(order('PO-B'), request, 2_000);
    expect(ids('guest-a')).toEqual(['PO-A', 'PO-B']);
    expect(storage.get('PAY_ORDER_ID')).toBe('PO-B');
    expect(storage.get('USER_INFO_DICT')?.['key-a']?.payOrderId).toBe('PO-B');

    forgetSessionOrder('PO-B');
    expect(storage.get('PAY_ORDER_ID')).toBe('PO-A');
    expect(sessionHasPendingOrders()).toBe(true);
    forgetSessionOrder('PO-A');
    expect(storage.get('PAY_ORDER_ID')).toBeUndefined();
    expect(sessionHasPendingOrders()).toBe(false);
  });

  it('are followed with their deadline, and one named only by PAY_ORDER_ID (an older build) until it ends', () => {
    saveSessionUser('key-a', { id: 'guest-a', name: 'A', token: 'token-a' });
    setTabSessionKey('key-a');
    storage.set('USER_INFO_DICT', {
      'key-a': { id: 'guest-a', name: 'A', current: 0, token: 't', payOrderId: 'PO-OLD' },
    });
    addPendingOrder('guest-a', order('PO-NEW'), request, 1_000);
    expect(sessionFollowedOrders()).toEqual([
      { payOrderId: 'PO-OLD', request: undefined, until: undefined },
      { payOrderId: 'PO-NEW', request, until: 1_000 + 15 * 60_000 },
    ]);
    // Another order ending leaves the older build's one followed.
    forgetSessionOrder('PO-NEW');
    expect(storage.get('PAY_ORDER_ID')).toBe('PO-OLD');
    forgetSessionOrder('PO-OLD');
    expect(sessionFollowedOrders()).toEqual([]);
  });
});
