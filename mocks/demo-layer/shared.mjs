// Helpers the demo layer's handlers share: the caller's wallet, the contract's own error answers,
// what makes two paying requests "the same", and timestamps.
import { askPrism, bearerOf, bodyOf, isSuccess, jsonOf } from './http.mjs';

/** @typedef {{ prismUrl: string, state: ReturnType<typeof import('./state.mjs').createState> }} Context */

/** A GET to Prism carrying only the caller's credentials (no body, no Prefer). */
export function credentialsOnly(incoming, url) {
  const { authorization, clientid } = incoming.headers;
  const headers = {
    ...(authorization ? { authorization } : {}),
    ...(clientid ? { clientid } : {}),
  };
  return { method: 'GET', url, headers, body: Buffer.alloc(0) };
}

/** The caller's wallet; a new one starts at the balance Prism's getBalance gives this caller. */
export function walletOf(ctx, incoming) {
  return ctx.state.wallet(bearerOf(incoming), async () => {
    const answer = await askPrism(ctx.prismUrl, credentialsOnly(incoming, '/h5/user/balance'));
    const balance = isSuccess(answer) ? jsonOf(answer)?.data?.balance : undefined;
    return Number.isInteger(balance) ? balance : 0;
  });
}

/** The contract's named example for this same call (a 402, a 404 ...), exactly as Prism serves it. */
export function contractExample(ctx, incoming, status, example) {
  return askPrism(ctx.prismUrl, incoming, { prefer: `code=${status}, example=${example}` });
}

/** Same operation and same body (key order aside): a retry, not a new request. */
export function fingerprint(incoming) {
  const path = new URL(incoming.url, 'http://layer').pathname;
  return `${incoming.method} ${path} ${canonical(bodyOf(incoming))}`;
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The Idempotency-Key header (Prism has already checked it is there and a UUID). */
export const idempotencyKey = (incoming) => String(incoming.headers['idempotency-key'] ?? '');

/** RFC 3339 to the second, as the contract's examples write times. */
export const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A success envelope in the contract's shape. */
export const success = (data) => ({ code: 0, msg: 'ok', data });
