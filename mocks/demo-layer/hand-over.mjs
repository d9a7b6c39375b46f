// createHandOverCode and redeemHandOverCode: a code per call, for the caller's token (its wallet), used once,
// for HAND_OVER_SECONDS. Redeeming gives back the code's token, so the other browser sees the same wallet.
import { randomBytes } from 'node:crypto';
import { askPrism, bearerOf, bodyOf, isSuccess, jsonAnswer, jsonOf } from './http.mjs';
import { contractExample, iso, success } from './shared.mjs';

/** The contract's longest lifetime of a code: 10 minutes. */
const HAND_OVER_SECONDS = 600;

/** @param {import('./shared.mjs').Context} ctx */
export async function createHandOverCode(ctx, incoming) {
  const checked = await askPrism(ctx.prismUrl, incoming); // Prism checks the token and clientId
  if (!isSuccess(checked)) return checked;
  const handOverCode = `hov_${randomBytes(16).toString('base64url')}`;
  const expiresAt = Date.now() + HAND_OVER_SECONDS * 1000;
  ctx.state.handOverCodes.set(handOverCode, { token: bearerOf(incoming), expiresAt, used: false });
  return jsonAnswer(200, success({ handOverCode, expiresAt: iso(expiresAt) }), checked.headers);
}

/** @param {import('./shared.mjs').Context} ctx */
export async function redeemHandOverCode(ctx, incoming) {
  const checked = await askPrism(ctx.prismUrl, incoming); // Prism checks the body and clientId
  if (!isSuccess(checked)) return checked;
  const handOver = ctx.state.handOverCodes.get(String(bodyOf(incoming)?.handOverCode));
  const refuse = (status, example) => contractExample(ctx, incoming, status, example);
  if (!handOver) return refuse(404, 'handOverUnknown');
  const bearer = bearerOf(incoming);
  // Another user's token is refused and leaves the code unused.
  if (bearer && bearer !== handOver.token) return refuse(403, 'handOverOtherUser');
  if (handOver.used) return refuse(410, 'handOverUsed');
  if (Date.now() >= handOver.expiresAt) return refuse(410, 'handOverExpired');
  handOver.used = true;
  const envelope = jsonOf(checked);
  return jsonAnswer(200, { ...envelope, data: { ...envelope.data, token: handOver.token } }, checked.headers);
}
