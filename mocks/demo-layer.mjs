// The demo layer: a small HTTP server in front of Prism, started by `npm start` only, so that the demo
// behaves like a server where a developer would notice. `npm run mock` and the tests use Prism alone.
//
//   import { startDemoLayer } from './mocks/demo-layer.mjs';
//   const layer = await startDemoLayer({ prismUrl: prism.url });   // a free port; layer.url, layer.stop()
//
// What it changes, per bearer token, in memory (a restart forgets it all):
// - getDramaInfo: the info keys demo-th, demo-ae, demo-tw, demo-sg, demo-ko and demo-kr open the
//   matching example (dramaTH, dramaAE, ...); episodes this token unlocked come back playable.
// - getBalance starts at Prism's answer and follows what the token spends and buys.
// - unlockEpisode / unlockSeries answer with what was asked for and deduct the drama's price (nothing
//   for what is already open); a short balance gets the contract's 402. The same Idempotency-Key
//   returns the first answer and charges once; with another body it gets the contract's 400.
// - getRechargeOptions: the packages of the drama's country. createRechargeOrder: one order per
//   Idempotency-Key; getRechargeOrder: PENDING for DEMO_PAY_SECONDS (8 unless set), then PAID, the
//   coins credited once (a series order unlocks the series instead); an unknown id gets the 404.
// - createHandOverCode: a code for the caller's token, valid 10 minutes; redeemHandOverCode gives that
//   token back once (the same wallet in the other browser), then the contract's 410s, 404 or 403.
// Everything else, and any request with a Prefer header (a developer's ?mock= choice), goes to Prism
// unchanged. Each handled call goes to Prism first, so its checks (token, body, Idempotency-Key) hold
// and its refusals come back as they are; the layer's own answers keep the contract's shapes.
import { createServer } from 'node:http';
import { balance, dramaInfo, learnFrom, unlockEpisode, unlockSeries } from './demo-layer/drama.mjs';
import { createHandOverCode, redeemHandOverCode } from './demo-layer/hand-over.mjs';
import { askPrism, readRequest, send } from './demo-layer/http.mjs';
import { createOrder, orderStatus, rechargeOptions } from './demo-layer/recharge.mjs';
import { createState } from './demo-layer/state.mjs';

const HOST = '127.0.0.1';

/** @type {[method: string, path: RegExp, handler: Function][]} */
const routes = [
  ['GET', /^\/h5\/drama_video\/info$/, dramaInfo],
  ['GET', /^\/h5\/user\/balance$/, balance],
  ['POST', /^\/h5\/drama_video\/unlock$/, unlockEpisode],
  ['POST', /^\/h5\/drama_video\/unlock_all$/, unlockSeries],
  ['GET', /^\/h5\/recharge\/options$/, rechargeOptions],
  ['POST', /^\/h5\/recharge\/order$/, createOrder],
  ['GET', /^\/h5\/recharge\/order\/[^/]+$/, orderStatus],
  ['POST', /^\/h5\/auth\/hand_over$/, createHandOverCode],
  ['POST', /^\/h5\/auth\/hand_over\/redeem$/, redeemHandOverCode],
];

function handlerFor(incoming) {
  if (incoming.headers.prefer !== undefined) return undefined;
  const path = new URL(incoming.url, 'http://layer').pathname;
  return routes.find(([method, pattern]) => method === incoming.method && pattern.test(path))?.[2];
}

/** Reads the seconds an order stays PENDING; a value that is not a number ≥ 0 falls back to 8. */
export function paySecondsFrom(value) {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : 8;
}

/**
 * @param {{ prismUrl: string, port?: number, paySeconds?: number, log?: boolean }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startDemoLayer({
  prismUrl,
  port = 0,
  paySeconds = paySecondsFrom(process.env.DEMO_PAY_SECONDS),
  log = false,
}) {
  const ctx = { prismUrl, state: createState({ paySeconds }) };
  const server = createServer(async (req, res) => {
    try {
      const incoming = await readRequest(req);
      const handler = handlerFor(incoming);
      const answer = handler ? await handler(ctx, incoming) : await askPrism(prismUrl, incoming);
      // A chosen drama example (a Prefer header) still tells the layer the drama's country and prices.
      if (!handler && incoming.method === 'GET' && incoming.url.startsWith('/h5/drama_video/info?')) {
        learnFrom(ctx, answer);
      }
      if (log) console.log(`demo layer: ${incoming.method} ${incoming.url} → ${answer.status}`);
      send(res, answer);
    } catch (error) {
      // Prism gone or a broken connection: say so plainly rather than leave the app waiting.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`demo layer: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, done);
  });
  const address = server.address();
  const chosen = typeof address === 'object' && address ? address.port : port;
  const stop = () =>
    new Promise((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  return { url: `http://${HOST}:${chosen}`, port: chosen, stop };
}
