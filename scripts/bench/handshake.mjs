// A front for one origin of the bench's separate-origins mode (origins.mjs) that makes opening a
// connection cost what it costs on a phone network: a DNS lookup, TCP's and TLS 1.3's handshakes before
// the first byte of a request goes through (how long, origins.mjs decides). Chromium's network emulation
// adds its latency to each request and never to a connection, so without this a preconnect hint measures
// as nothing.
//
// Production speaks HTTP/2, one connection per origin, where the bench's servers speak HTTP/1.1 and Chromium
// opens several: every connection opened after `reset()` waits until the first one's handshake is over, and
// none opened later waits at all. What this leaves out: the separate connection a browser opens for requests
// without credentials (CORS) beside those with them, each with its handshake.
import { connect, createServer } from 'node:net';

/**
 * @param {{ upstreamPort: number, port: number }} options the local server to forward to, the port to listen on
 * @returns {Promise<{ url: string, setHandshake: (ms: number) => void, reset: () => void, connections: () => number[], stop: () => Promise<void> }>}
 */
export async function startHandshakeFront({ upstreamPort, port }) {
  let handshakeMs = 0;
  /** When the origin's first connection since the last reset() has finished its handshake. */
  let readyAt = null;
  /** When each connection since the last reset() was opened (Date.now()), so a run can tell a preconnect. */
  let opened = [];
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server = createServer((client) => {
    track(client);
    // Nothing the browser sends goes through before the handshake is over: it waits in the socket.
    client.pause();
    const now = Date.now();
    opened.push(now);
    readyAt ??= now + handshakeMs;
    const through = () => {
      const upstream = connect(upstreamPort, '127.0.0.1');
      track(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      upstream.once('error', end);
      client.once('error', end);
      upstream.once('close', end);
      client.once('close', end);
      client.pipe(upstream);
      upstream.pipe(client);
    };
    const wait = readyAt - now;
    if (wait <= 0) return through();
    const timer = setTimeout(through, wait);
    client.once('close', () => clearTimeout(timer));
  });
  await new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    setHandshake: (ms) => {
      handshakeMs = ms;
    },
    /** A later visit: every open connection dropped, and the next one pays the handshake again. */
    reset: () => {
      for (const socket of sockets) socket.destroy();
      readyAt = null;
      opened = [];
    },
    connections: () => [...opened],
    stop: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
