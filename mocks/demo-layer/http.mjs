// The demo layer's plumbing: read a request, ask Prism (as it is or with another Prefer), answer.
import { request as httpRequest } from 'node:http';

/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} Answer */
/** @typedef {{ method: string, url: string, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} Incoming */

// Hop-by-hop headers describe one connection, not the message, so they are not copied across.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length']);

/** The whole request, body included (the app's calls are small JSON or form bodies). */
export async function readRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
}

/**
 * Sends `incoming` to Prism, optionally on another path or with another Prefer header (null removes it).
 * @param {string} prismUrl
 * @param {Incoming} incoming
 * @param {{ url?: string, method?: string, prefer?: string | null, body?: Buffer }} [changes]
 * @returns {Promise<Answer>}
 */
export function askPrism(prismUrl, incoming, changes = {}) {
  const target = new URL(changes.url ?? incoming.url, prismUrl);
  const body = changes.body ?? incoming.body;
  const headers = copyHeaders(incoming.headers);
  if (changes.prefer !== undefined) delete headers.prefer;
  if (changes.prefer) headers.prefer = changes.prefer;
  if (body.length > 0) headers['content-length'] = String(body.length);
  headers.host = target.host;
  return new Promise((done, fail) => {
    const outgoing = httpRequest(target, { method: changes.method ?? incoming.method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 502, headers: copyHeaders(res.headers), body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    outgoing.on('error', fail);
    outgoing.end(body.length > 0 ? body : undefined);
  });
}

function copyHeaders(headers) {
  /** @type {Record<string, string | string[]>} */
  const copy = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) copy[name.toLowerCase()] = value;
  }
  return copy;
}

/** Writes an answer out: Prism's own bytes, or one the layer made. */
export function send(res, answer) {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
  res.end(answer.body);
}

/** An answer with this JSON body, keeping the headers Prism gave the same call (content type, CORS). */
export function jsonAnswer(status, value, headers = {}) {
  return {
    status,
    headers: { ...headers, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(value)),
  };
}

/** The JSON in an answer's body, or undefined when it holds none. */
export function jsonOf(answer) {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const isSuccess = (answer) => answer.status >= 200 && answer.status < 300;

/** The bearer token the request carries, or '' for none. */
export function bearerOf(incoming) {
  const match = /^Bearer\s+(.+)$/i.exec(String(incoming.headers.authorization ?? ''));
  return match?.[1]?.trim() ?? '';
}

/** The request body as JSON (the calls the layer handles send JSON), or undefined. */
export function bodyOf(incoming) {
  try {
    return JSON.parse(incoming.body.toString('utf8'));
  } catch {
    return undefined;
  }
}
