// The demo layer (npm start) in front of a real Prism: each of its rules, and every answer it makes up
// checked against the bundled contract. Each test has a token of its own, so wallets never mix.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startDemoLayer } from '../../mocks/demo-layer.mjs';
import { demoCalls, expectConforms } from './support/demo-layer';

const PAY_SECONDS = 1;
const prismUrl = inject('prismUrl');
let layer: Awaited<ReturnType<typeof startDemoLayer>> | undefined;
const { call, info, balanceOf, unlock, unlockAll, options, order, orderStatus, settled } = demoCalls(() => {
  if (!layer) throw new Error('The demo layer did not start');
  return { layer: layer.url, prism: prismUrl };
}, PAY_SECONDS);

beforeAll(async () => {
  layer = await startDemoLayer({ prismUrl, paySeconds: PAY_SECONDS });
});

afterAll(async () => {
  await layer?.stop();
});

describe('the demo layer', () => {
  it("passes a playback quality beacon to Prism as the browser sends it, and Prism's answer back", async () => {
    const beacon = JSON.stringify({
      pageLoadId: randomUUID(),
      sentAt: Date.now(),
      views: [
        {
          viewId: randomUUID(),
          dramaId: '10086',
          episodeNumber: 1,
          startedAt: Date.now() - 5_000,
          playAtMs: 412.5,
          ttffMs: 386.2,
          leftBeforeFirstFrame: false,
          stallCount: 1,
          stalledMs: 740,
          ended: false,
        },
      ],
    });
    const send = (query: string) =>
      fetch(`${layer?.url}/h5/user_action/playback_quality${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: beacon,
      });
    const accepted = await send('?clientId=h5-web-demo');
    expect(accepted.status).toBe(200);
    expectConforms('reportPlaybackQuality', 200, await accepted.json());
    // Without the client id in the address, the contract's refusal.
    expect((await send('')).status).toBe(401);
  });

  it('opens the drama of each demo info key, with its country', async () => {
    const countries = { 'demo-th': 'TH', 'demo-ae': 'AE', 'demo-tw': 'TW', 'demo-sg': 'SG', 'demo-ko': 'KO' };
    for (const [key, country] of Object.entries({ ...countries, 'demo-kr': 'KO' })) {
      const reply = await info('keys', key);
      expect(reply.status).toBe(200);
      expect(reply.body.data.country, key).toBe(country);
    }
  });

  it('unlocks episode 9 when asked for episode 9, for the drama price, and keeps it unlocked', async () => {
    const token = 'unlock-9';
    const drama = (await info(token, 'demo-th')).body.data;
    const before = await balanceOf(token);
    expect(before).toBe(720); // Prism's getBalance example: where a wallet starts.

    const reply = await unlock(token, { dramaId: drama.dramaId, episodeNumber: 9 });
    expect(reply.status).toBe(200);
    expectConforms('unlockEpisode', 200, reply.body);
    expect(reply.body.data.unlocked).toEqual([
      { episodeNumber: 9, videoUrl: '/demo-media/ep3.mp4', locked: false, duration: 62 },
    ]);
    expect(reply.body.data.balance).toBe(before - drama.episodePrice);
    expect(await balanceOf(token)).toBe(before - drama.episodePrice);

    const later = (await info(token, 'demo-th')).body;
    expectConforms('getDramaInfo', 200, later);
    expect(later.data.dramaUrl[8]).toEqual({
      episodeNumber: 9,
      videoUrl: '/demo-media/ep3.mp4',
      locked: false,
      duration: 62,
    });
    expect(later.data.dramaUrl[9]).toMatchObject({ episodeNumber: 10, locked: true, videoUrl: '' });

    // Unlocked once, it costs nothing again; a free episode costs nothing either.
    await unlock(token, { dramaId: drama.dramaId, episodeNumber: 9 });
    await unlock(token, { dramaId: drama.dramaId, episodeNumber: 2 });
    expect(await balanceOf(token)).toBe(before - drama.episodePrice);
  });

  it('answers the same Idempotency-Key with the first answer and charges once', async () => {
    const token = 'same-key';
    await info(token, 'demo-th');
    const before = await balanceOf(token);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      unlock(token, { dramaId: '10086', episodeNumber: 7 }, key),
      unlock(token, { dramaId: '10086', episodeNumber: 7 }, key),
    ]);
    const third = await unlock(token, { episodeNumber: 7, dramaId: '10086' }, key);
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(await balanceOf(token)).toBe(before - 30);

    // The same key for another request: the contract's invalid-parameter refusal, and no charge.
    const other = await unlock(token, { dramaId: '10086', episodeNumber: 8 }, key);
    expect(other.status).toBe(400);
    expectConforms('unlockEpisode', 400, other.body);
    expect(other.body).toMatchObject({ code: 1001, data: null });
    expect(await balanceOf(token)).toBe(before - 30);
  });

  it('refuses with the 402 envelope when the balance is short, and charges nothing', async () => {
    const token = 'short';
    await info(token, 'demo-th');
    await info(token, 'demo-ae');
    expect((await unlockAll(token, '10086')).body.data.balance).toBe(120); // 720 - the series' 600
    const refused = await unlockAll(token, '10087'); // 200 coins
    expect(refused.status).toBe(402);
    expectConforms('unlockSeries', 402, refused.body);
    expect(refused.body).toMatchObject({ code: 1002, data: null });
    expect(await balanceOf(token)).toBe(120);
  });

  it('turns an order PAID after the configured delay and credits coins + bonus once', async () => {
    const token = 'top-up';
    await info(token, 'demo-th');
    const before = await balanceOf(token);
    const key = randomUUID();
    const created = await order(token, { packageId: 'pkg_th_600', dramaId: '10086', episodeNumber: 6 }, key);
    expectConforms('createRechargeOrder', 200, created.body);
    expect(created.body.data).toMatchObject({
      status: 'PENDING',
      amount: 59,
      currency: 'THB',
      coins: 600,
      bonusCoins: 60,
    });
    const id: string = created.body.data.payOrderId;
    expect((await order(token, { packageId: 'pkg_th_600', dramaId: '10086', episodeNumber: 6 }, key)).text).toBe(
      created.text,
    );

    const pending = await orderStatus(token, id);
    expectConforms('getRechargeOrder', 200, pending.body);
    expect(pending.body.data).toMatchObject({ status: 'PENDING', balance: null });
    expect(await balanceOf(token)).toBe(before);

    const paid = await settled(token, id);
    expectConforms('getRechargeOrder', 200, paid.body);
    expect(paid.body.data).toMatchObject({ status: 'PAID', balance: before + 660, unlocked: [] });
    expect((await orderStatus(token, id)).body.data.balance).toBe(before + 660);
    expect(await balanceOf(token)).toBe(before + 660);
  });

  it('unlocks the whole series with a paid series order, in later drama info too', async () => {
    const token = 'series-order';
    await info(token, 'demo-sg');
    const offered = (await options(token, '10089')).body;
    expectConforms('getRechargeOptions', 200, offered);
    expect(offered.data.seriesOffer).toMatchObject({ dramaId: '10089', packageId: 'pkg_sg_series_10089', coins: 200 });
    const before = await balanceOf(token);

    const created = await order(token, { packageId: offered.data.seriesOffer.packageId, dramaId: '10089' });
    const paid = await settled(token, created.body.data.payOrderId);
    expectConforms('getRechargeOrder', 200, paid.body);
    expect(paid.body.data.status).toBe('PAID');
    expect(paid.body.data.unlocked.map((episode: { episodeNumber: number }) => episode.episodeNumber)).toEqual([
      6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(paid.body.data.balance).toBe(before);

    const later = (await info(token, 'demo-sg')).body;
    expectConforms('getDramaInfo', 200, later);
    expect(later.data.seriesUnlocked).toBe(true);
    expect(later.data.dramaUrl.filter((episode: { locked: boolean }) => episode.locked)).toEqual([]);
    expect((await options(token, '10089')).body.data.seriesOffer).toBeNull();
  });

  it("offers the drama's country's packages: AED for the Arabic drama", async () => {
    const expected = { 'demo-ae': 'AED', 'demo-th': 'THB', 'demo-tw': 'USD', 'demo-sg': 'SGD', 'demo-kr': 'KRW' };
    for (const [key, currency] of Object.entries(expected)) {
      const drama = (await info('countries', key)).body.data;
      const reply = await options('countries', drama.dramaId);
      expectConforms('getRechargeOptions', 200, reply.body);
      expect(reply.body.data.currency, key).toBe(currency);
      expect(reply.body.data.packages.every((pack: { currency: string }) => pack.currency === currency)).toBe(true);
      expect(reply.body.data.seriesOffer).toMatchObject({ dramaId: drama.dramaId, currency });
    }
  });

  it('answers an order id it never made with the contract’s 404', async () => {
    const reply = await orderStatus('no-orders', 'PO20261122000123');
    expect(reply.status).toBe(404);
    expectConforms('getRechargeOrder', 404, reply.body);
    expect(reply.body).toMatchObject({ code: 3001 });
  });

  it('passes a request with a Prefer header to Prism untouched, and charges nothing for it', async () => {
    const token = 'prefer';
    await info(token, 'demo-th');
    const before = await balanceOf(token);
    const prefer = { Prefer: 'code=200, example=dramaHls' };
    const direct = await call(token, 'GET', '/h5/drama_video/info?info=demo-ae', { headers: prefer, to: 'prism' });
    const through = await call(token, 'GET', '/h5/drama_video/info?info=demo-ae', { headers: prefer });
    expect(through.text).toBe(direct.text);

    const unlocked = await unlock(token, { dramaId: '10086', episodeNumber: 6 });
    expect(unlocked.status).toBe(200); // Without Prefer the layer unlocks ...
    const chosen = await call(token, 'POST', '/h5/drama_video/unlock', {
      body: { dramaId: '10086', episodeNumber: 7 },
      headers: { 'Idempotency-Key': randomUUID(), Prefer: 'code=402, example=insufficientBalance' },
    });
    expect(chosen.status).toBe(402); // ... with it, Prism's chosen example answers, and nothing is spent.
    expect(await balanceOf(token)).toBe(before - 30);
  });

  it("passes Prism's refusals and the calls it does not handle through as they are", async () => {
    const noKey = await call('refusals', 'POST', '/h5/drama_video/unlock', {
      body: { dramaId: '10086', episodeNumber: 6 },
    });
    const direct = await call('refusals', 'POST', '/h5/drama_video/unlock', {
      body: { dramaId: '10086', episodeNumber: 6 },
      to: 'prism',
    });
    expect(noKey.status).toBe(direct.status);
    expect(noKey.status).toBeGreaterThanOrEqual(400);
    const user = await call('refusals', 'GET', '/h5/user/info');
    expect(user.text).toBe((await call('refusals', 'GET', '/h5/user/info', { to: 'prism' })).text);
  });

  describe('hand-over codes', () => {
    const create = (token: string) => call(token, 'POST', '/h5/auth/hand_over');
    // The other browser sends no token of its own (an empty Authorization header is none).
    const redeem = (handOverCode: string, token = '') =>
      call(token, 'POST', '/h5/auth/hand_over/redeem', {
        body: { handOverCode },
        headers: token ? {} : { Authorization: '' },
      });

    it('hands the same wallet over once, within 10 minutes; a second redemption gets the contract’s 410', async () => {
      const token = 'hand-over-once';
      await unlock(token, { dramaId: '10086', episodeNumber: 9 });
      const before = await balanceOf(token);
      const created = await create(token);
      expect(created.status).toBe(200);
      expectConforms('createHandOverCode', 200, created.body);
      const expiresIn = Date.parse(created.body.data.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

      const redeemed = await redeem(created.body.data.handOverCode);
      expect(redeemed.status).toBe(200);
      expectConforms('redeemHandOverCode', 200, redeemed.body);
      expect(await balanceOf(redeemed.body.data.token)).toBe(before);

      const again = await redeem(created.body.data.handOverCode);
      expect([again.status, again.body.code]).toEqual([410, 4002]);
      expectConforms('redeemHandOverCode', 410, again.body);
    });

    it("refuses another user's token without using the code up; refuses unknown and expired codes", async () => {
      const { handOverCode } = (await create('hand-over-owner')).body.data;
      const foreign = await redeem(handOverCode, 'hand-over-stranger');
      expect([foreign.status, foreign.body.code]).toEqual([403, 4004]);
      expect((await redeem(handOverCode, 'hand-over-owner')).status).toBe(200);

      const unknown = await redeem('hov_never-issued-0000000');
      expect([unknown.status, unknown.body.code]).toEqual([404, 4001]);

      const late = (await create('hand-over-late')).body.data.handOverCode;
      const now = Date.now();
      // The layer runs in this process: its clock is moved past the code's 10 minutes.
      const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000 + 1);
      try {
        const expired = await redeem(late);
        expect([expired.status, expired.body.code]).toEqual([410, 4003]);
      } finally {
        clock.mockRestore();
      }
    });
  });
});
