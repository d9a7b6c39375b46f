// A slow network in front of Prism, for the stress run (npm run test:stress): every answer reaches the
// app a random 0 to `jitterMs` milliseconds after Prism gave it, so answers arrive late and out of order,
// as from a real server behind a busy gateway. Prism answers in a few milliseconds; a test that passes
// only then is racing the network.
import { Agent, createServer, request as httpRequest } from 'node:http';

// Headers of one connection, not of the answer: passed on, they would describe Prism's connection as ours.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer'];

const HOST = '127.0.0.1';

/**
 * Listens on `port` and forwards everything to `upstreamUrl`, holding each answer back a random while.
 * @param {{ upstreamUrl: string, port: number, jitterMs: number }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export function startJitter({ upstreamUrl, port, jitterMs }) {
  const upstream = new URL(upstreamUrl);
  // A connection of its own for each request: a kept-alive one that Prism closes as it is reused would fail a
  // call with a 502 that no server sent (the stress run would then blame the test).
  const agent = new Agent({ keepAlive: false });
  const sockets = new Set();
  const server = createServer((request, response) => {
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const forward = httpRequest(
      { agent, host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const answerHeaders = { ...answer.headers, 'content-length': String(body.length) };
          for (const name of HOP_BY_HOP) delete answerHeaders[name];
          setTimeout(() => {
            response.writeHead(answer.statusCode ?? 502, answerHeaders);
            response.end(body);
          }, Math.random() * jitterMs);
        });
      },
    );
    forward.on('error', (error) => {
      // Said in the answer and on the console: a failure of this layer is never mistaken for the app's.
      console.error(`jitter: ${request.method} ${request.url}: ${error.message}`);
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`jitter: ${error.message}`);
    });
    request.pipe(forward);
  });
  // Longer than the app server's proxy keeps an idle connection, so it is never closed under a request.
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${HOST}:${chosen}`,
        port: chosen,
        stop: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
