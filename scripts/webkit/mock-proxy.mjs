// The WebKit tests' stand-in for Playwright's request routing, which WebDriver has no equivalent of:
// a small HTTP proxy between `vite preview` and Prism. The test (never the page) tells it which Prism
// example to ask for, per method and path, and reads back the calls the app made:
//
//   POST   /__mock/examples  {"method":"POST","path":"^/h5/drama_video/unlock$","prefer":"code=402, example=…"}
//   DELETE /__mock/examples  forget every choice
//   GET    /__mock/calls     [{ method, path, query, headers, body }] in the order they arrived
//   DELETE /__mock/calls     forget them
//
// A chosen example travels as Prism's `Prefer` header, so Prism still validates the request against the
// contract. The latest choice for a request wins. Only the tests' own process reaches /__mock: the
// app's server forwards /h5 and /tt only. tests/webkit/support/mock.ts is the tests' side.
import { createServer, request as httpRequest } from 'node:http';

const HOST = '127.0.0.1';
const CONTROL = '/__mock/';

const readBody = (stream) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

function parsedBody(buffer, type = '') {
  if (buffer.length === 0) return undefined;
  const text = buffer.toString('utf8');
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const json = (response, status, value) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(value === undefined ? '' : JSON.stringify(value));
};

/** Starts the proxy in front of `prismUrl` on `port` (0: a free one); resolves with { url, port, stop }. */
export function startMockProxy({ prismUrl, port: wanted = 0 }) {
  const upstream = new URL(prismUrl);
  /** @type {{ method: string, path: RegExp, prefer: string }[]} */
  let choices = [];
  /** @type {object[]} */
  let calls = [];

  async function control(request, response, url) {
    const what = url.pathname.slice(CONTROL.length);
    if (what === 'examples' && request.method === 'POST') {
      const { method, path, prefer } = JSON.parse((await readBody(request)).toString('utf8'));
      choices.push({ method: String(method).toUpperCase(), path: new RegExp(path), prefer: String(prefer) });
      return json(response, 204);
    }
    if (what === 'examples' && request.method === 'DELETE') {
      choices = [];
      return json(response, 204);
    }
    if (what === 'calls' && request.method === 'GET') return json(response, 200, calls);
    if (what === 'calls' && request.method === 'DELETE') {
      calls = [];
      return json(response, 204);
    }
    return json(response, 404, { error: `no ${request.method} ${url.pathname}` });
  }

  async function forward(request, response, url) {
    const body = await readBody(request);
    const headers = { ...request.headers, host: upstream.host };
    const choice = choices.findLast((each) => each.method === request.method && each.path.test(url.pathname));
    if (choice) headers.prefer = choice.prefer;
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: parsedBody(body, request.headers['content-type']),
    });
    const outgoing = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', (error) => {
      if (!response.headersSent) json(response, 502, { error: error.message });
      else response.destroy(error);
    });
    outgoing.end(body);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    const handle = url.pathname.startsWith(CONTROL) ? control : forward;
    handle(request, response, url).catch((error) => {
      if (!response.headersSent) json(response, 500, { error: error.message });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://${HOST}:${port}`,
        port,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
