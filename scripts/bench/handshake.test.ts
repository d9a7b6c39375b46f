// The separate-origins mode's connection front (handshake.mjs): a request's bytes wait for the origin's
// handshake, connections opened during or after it share it (one HTTP/2 connection per origin), and a reset
// (the next visit) makes the next connection pay it again. The front's clock is faked; the sockets are real.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { freePort } from '../servers.mjs';
import { startHandshakeFront } from './handshake.mjs';

const HANDSHAKE_MS = 3_000;
let upstream: Server;
let received: string[];
let front: Awaited<ReturnType<typeof startHandshakeFront>>;
const clients: Socket[] = [];

/** Lets real socket events run (setImmediate is not faked) until `done()` or 200 turns of the loop. */
async function settle(done: () => boolean = () => false) {
  for (let turn = 0; turn < 200 && !done(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function send(text: string) {
  const client = connect(Number(new URL(front.url).port), '127.0.0.1');
  clients.push(client);
  await new Promise((resolve) => client.once('connect', resolve));
  client.write(text);
  const before = front.connections().length;
  await settle(() => front.connections().length > before);
}

beforeEach(async () => {
  received = [];
  upstream = createServer((socket) => socket.on('data', (chunk) => received.push(chunk.toString())));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (!address || typeof address === 'string') throw new Error('no upstream port');
  front = await startHandshakeFront({ upstreamPort: address.port, port: await freePort() });
  front.setHandshake(HANDSHAKE_MS);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.destroy();
  await front.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

test("a request's bytes reach the server only once the origin's handshake is over", async () => {
  await send('first');
  await vi.advanceTimersByTimeAsync(HANDSHAKE_MS - 1);
  await settle();
  expect(received).toEqual([]);

  await vi.advanceTimersByTimeAsync(1);
  await settle(() => received.length > 0);
  expect(received).toEqual(['first']);
});

test('connections opened during the handshake wait for the same one; those after it wait for nothing', async () => {
  await send('first');
  await vi.advanceTimersByTimeAsync(HANDSHAKE_MS / 2);
  await send('second');
  await vi.advanceTimersByTimeAsync(HANDSHAKE_MS / 2);
  await settle(() => received.length > 1);
  expect(received.sort()).toEqual(['first', 'second']);

  await send('third');
  await settle(() => received.length > 2);
  expect(received).toContain('third');
  expect(front.connections()).toHaveLength(3);
});

test('after a reset (the next visit) the next connection pays the handshake again', async () => {
  await send('first');
  await vi.advanceTimersByTimeAsync(HANDSHAKE_MS);
  await settle(() => received.length > 0);

  front.reset();
  expect(front.connections()).toEqual([]);
  await send('again');
  await settle();
  expect(received).toEqual(['first']);
  await vi.advanceTimersByTimeAsync(HANDSHAKE_MS);
  await settle(() => received.length > 1);
  expect(received).toEqual(['first', 'again']);
});
