// A request as plain data: what the kit sent, kept with each violation so that a person can send
// it again from a terminal (its `curl` line) and `--replay` can send it again from the report.
// Reports and logs end up as CI artifacts, so the bearer token and secret-looking body fields
// (password, token, secret) are masked unless --show-secrets.

/**
 * `body` is the text of a JSON or url-encoded body; `form` the fields of a multipart one.
 * @typedef {{ method: string, url: string, headers: Record<string, string>, body?: string,
 *   form?: Record<string, string>, masked?: true }} Sent
 */

export const MASK = '***';
const SECRET_FIELD = /password|token|secret/i;
const isAuthorization = (name) => /^authorization$/i.test(name);

/** The request ready for fetch: a multipart body as FormData (fetch sets its boundary). @param {Sent} sent */
export function toFetch(sent) {
  if (!sent.form) return { method: sent.method, url: sent.url, headers: sent.headers, body: sent.body };
  const form = new FormData();
  for (const [name, value] of Object.entries(sent.form)) form.append(name, value);
  return { method: sent.method, url: sent.url, headers: sent.headers, body: /** @type {any} */ (form) };
}

const maskFields = (fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, SECRET_FIELD.test(name) && value !== '' ? MASK : value]),
  );

function maskBody(body) {
  if (body === undefined) return body;
  try {
    const value = JSON.parse(body);
    if (value && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(maskFields(value));
  } catch {
    // Not JSON: a url-encoded body.
  }
  const params = new URLSearchParams(body);
  return new URLSearchParams(maskFields(Object.fromEntries(params))).toString();
}

/**
 * The request with its secrets masked; `masked` says whether anything was.
 * @param {Sent} sent
 * @returns {Sent}
 */
export function maskSent(sent) {
  const headers = Object.fromEntries(
    Object.entries(sent.headers).map(([name, value]) => [
      name,
      isAuthorization(name) ? value.replace(/^(\S+\s+).*$/, `$1${MASK}`) : value,
    ]),
  );
  const masked = {
    ...sent,
    headers,
    ...(sent.body !== undefined ? { body: maskBody(sent.body) } : {}),
    ...(sent.form ? { form: maskFields(sent.form) } : {}),
  };
  const changed = JSON.stringify(masked) !== JSON.stringify(sent);
  return changed ? { ...masked, masked: true } : masked;
}

const quote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/**
 * A `curl` command that sends the same request. A masked bearer token reads from $TOKEN, so the
 * line runs as it is once TOKEN is set.
 * @param {Sent} sent
 */
export function curlOf(sent) {
  const parts = ['curl', '-i', '-X', sent.method, quote(sent.url)];
  for (const [name, value] of Object.entries(sent.headers)) {
    if (isAuthorization(name) && value.endsWith(` ${MASK}`))
      parts.push('-H', `"${name}: ${value.slice(0, -MASK.length)}$TOKEN"`);
    else parts.push('-H', quote(`${name}: ${value}`));
  }
  if (sent.body !== undefined) parts.push('--data-raw', quote(sent.body));
  for (const [name, value] of Object.entries(sent.form ?? {})) parts.push('--form-string', quote(`${name}=${value}`));
  return parts.join(' ');
}
