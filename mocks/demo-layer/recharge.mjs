// getRechargeOptions, createRechargeOrder and getRechargeOrder: the drama's country's packages, and
// orders that turn PAID by themselves after the configured seconds.
import { askPrism, bearerOf, bodyOf, isSuccess, jsonAnswer, jsonOf } from './http.mjs';
import { contractExample, credentialsOnly, fingerprint, idempotencyKey, iso, success, walletOf } from './shared.mjs';
import { once } from './state.mjs';

// The getRechargeOptions example for each drama country. A country without one gets Prism's first
// example (Thai baht), as with the plain mock.
const OPTION_EXAMPLES = {
  TH: 'optionsTH',
  AE: 'optionsAE',
  TW: 'optionsTW',
  SG: 'optionsSG',
  KO: 'optionsKO',
  KR: 'optionsKO',
};
const ORDER_LIFETIME_MS = 15 * 60_000;

/**
 * The options the layer serves for a drama: its country's example, whose series offer is rewritten
 * for this drama (null once this wallet owns the series).
 */
async function optionsFor(ctx, incoming, dramaId, wallet) {
  const drama = ctx.state.drama(dramaId);
  const example = drama && Object.hasOwn(OPTION_EXAMPLES, drama.country) ? OPTION_EXAMPLES[drama.country] : null;
  const url = `/h5/recharge/options?dramaId=${encodeURIComponent(dramaId)}`;
  const prefer = example ? `code=200, example=${example}` : null;
  const answer = await askPrism(ctx.prismUrl, credentialsOnly(incoming, url), { prefer });
  if (!isSuccess(answer) || !drama || !example) return answer;
  const envelope = jsonOf(answer);
  const offer = envelope.data.seriesOffer;
  const owned = wallet?.series.has(dramaId) ?? false;
  const seriesOffer =
    offer && !owned
      ? {
          ...offer,
          packageId: `pkg_${drama.country.toLowerCase()}_series_${dramaId}`,
          dramaId,
          coins: drama.seriesPrice,
        }
      : null;
  return jsonAnswer(200, { ...envelope, data: { ...envelope.data, seriesOffer } }, answer.headers);
}

/** @param {import('./shared.mjs').Context} ctx */
export async function rechargeOptions(ctx, incoming) {
  const checked = await askPrism(ctx.prismUrl, incoming);
  if (!isSuccess(checked)) return checked;
  const dramaId = new URL(incoming.url, 'http://layer').searchParams.get('dramaId') ?? '';
  return optionsFor(ctx, incoming, dramaId, ctx.state.existingWallet(bearerOf(incoming)));
}

export async function createOrder(ctx, incoming) {
  const checked = await askPrism(ctx.prismUrl, incoming);
  if (!isSuccess(checked)) return checked;
  const wallet = await walletOf(ctx, incoming);
  return once(
    wallet,
    idempotencyKey(incoming),
    fingerprint(incoming),
    () => openOrder(ctx, incoming, wallet, checked.headers),
    () => contractExample(ctx, incoming, 400, 'invalidParameter'),
  );
}

async function openOrder(ctx, incoming, wallet, headers) {
  const request = bodyOf(incoming);
  const options = jsonOf(await optionsFor(ctx, incoming, request.dramaId, wallet))?.data;
  const coinPackage = options?.packages?.find((candidate) => candidate.packageId === request.packageId);
  const series = options?.seriesOffer?.packageId === request.packageId ? options.seriesOffer : null;
  const chosen = coinPackage ?? series;
  if (!chosen) return contractExample(ctx, incoming, 400, 'packageUnavailable');
  const createdAt = Date.now();
  const order = {
    payOrderId: ctx.state.nextOrderId(),
    dramaId: request.dramaId,
    series: !coinPackage,
    amount: chosen.price,
    currency: chosen.currency,
    coins: chosen.coins,
    bonusCoins: coinPackage?.bonusCoins ?? 0,
    createdAt,
    paid: false,
    unlocked: [],
  };
  wallet.orders.set(order.payOrderId, order);
  const { payOrderId, amount, currency, coins, bonusCoins } = order;
  return jsonAnswer(
    200,
    success({
      payOrderId,
      status: 'PENDING',
      paymentContent: `https://pay.example/qr/${payOrderId}`,
      amount,
      currency,
      coins,
      bonusCoins,
      expiresAt: iso(createdAt + ORDER_LIFETIME_MS),
      createdAt: iso(createdAt),
    }),
    headers,
  );
}

/** An order of this caller's, PENDING until its payment time, then PAID (the wallet settles it). */
export async function orderStatus(ctx, incoming) {
  const checked = await askPrism(ctx.prismUrl, incoming);
  if (!isSuccess(checked)) return checked;
  const payOrderId = decodeURIComponent(new URL(incoming.url, 'http://layer').pathname.split('/').pop() ?? '');
  const wallet = ctx.state.existingWallet(bearerOf(incoming));
  const order = wallet?.orders.get(payOrderId);
  if (!wallet || !order) return contractExample(ctx, incoming, 404, 'orderNotFound');
  const { amount, currency, coins, bonusCoins, paid } = order;
  const data = {
    payOrderId,
    status: paid ? 'PAID' : 'PENDING',
    amount,
    currency,
    coins,
    bonusCoins,
    balance: paid ? wallet.balance : null,
    unlocked: paid ? order.unlocked : [],
    paidAt: paid ? iso(order.createdAt + ctx.state.paySeconds * 1000) : null,
    failureReason: null,
  };
  return jsonAnswer(200, success(data), checked.headers);
}
