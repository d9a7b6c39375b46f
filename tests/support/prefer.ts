// Choosing Prism's answer per operation, and recording what the app really sends.
//
//   await useExample(page, 'unlockEpisode', 'insufficientBalance');
//   const calls = recordRequests(page);
//   … act …
//   expect(calls.of('unlockEpisode')[0]?.body).toEqual({ dramaId: '10086', episodeNumber: 6 });
//
// The choice travels as Prism's `Prefer: code=<status>, example=<name>` header, added in the browser
// (page.route) and forwarded by the preview proxy, so the request still reaches Prism and is still
// validated against the contract. Method, path template and status come from generated/operations.ts.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { operations, type ExampleName, type OperationId } from '../../generated/operations';

type Target = Page | BrowserContext;
type Pick = (url: URL) => string | undefined;
interface Choice {
  method: string;
  pattern: RegExp;
  prefer: Pick;
}

/**
 * The API's calls (/h5, /tt), by whole address. A RegExp, not a function, for page.route: Playwright's
 * driver matches a RegExp itself and hands the test's handler only the API calls, where a function must
 * be asked about every request (each script, font and video) in the test's process
 * (docs/performance.md#how-long-the-tests-take).
 */
const API_REQUEST = /^https?:\/\/[^/]+\/(h5|tt)\//;
const choicesByTarget = new WeakMap<Target, Choice[]>();

/** `/h5/recharge/order/{payOrderId}` → a regex for the whole pathname (one segment per parameter). */
export const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const matchers = (Object.keys(operations) as OperationId[]).map((id) => ({
  id,
  method: operations[id].method.toUpperCase(),
  pattern: patternOf(operations[id].path),
}));

/** The operation a request is, by method and path (templated paths included). */
export function operationOf(method: string, pathname: string): OperationId | undefined {
  return matchers.find((entry) => entry.method === method.toUpperCase() && entry.pattern.test(pathname))?.id;
}

/** The Prefer header value that makes Prism answer `operation` with `example`. */
export function preferHeader<Id extends OperationId>(operation: Id, example: ExampleName<Id>): string {
  const status = (operations[operation].examples as Record<string, number>)[example as string];
  if (status === undefined) throw new Error(`${operation} has no example named ${String(example)}`);
  return `code=${status}, example=${String(example)}`;
}

async function choose(target: Target, choice: Choice): Promise<void> {
  let list = choicesByTarget.get(target);
  if (!list) {
    const created: Choice[] = [];
    list = created;
    choicesByTarget.set(target, created);
    await target.route(API_REQUEST, (route) => {
      const request = route.request();
      const url = new URL(request.url());
      // The latest choice wins, so a test can change its mind half-way through a flow.
      const match = created.findLast((entry) => entry.method === request.method() && entry.pattern.test(url.pathname));
      const prefer = match?.prefer(url);
      if (!prefer) return route.fallback();
      return route.fallback({ headers: { ...request.headers(), prefer } });
    });
  }
  list.push(choice);
}

/** Every later call to `operation` (from this page, or every page of a context) gets the named example. */
export async function useExample<Id extends OperationId>(
  target: Target,
  operation: Id,
  example: ExampleName<Id>,
): Promise<void> {
  preferHeader(operation, example); // an unknown name fails here, in the test, not inside a route handler
  await useExampleFor(target, operation, () => example);
}

/**
 * Chooses the example per request, e.g. by page number:
 * `useExampleFor(page, 'listRechargeRecords', (url) => (url.searchParams.get('page') === '2' ? 'page2' : 'page1'))`.
 * Returning undefined leaves that request to Prism's default (the first 200 example).
 */
export async function useExampleFor<Id extends OperationId>(
  target: Target,
  operation: Id,
  pick: (url: URL) => ExampleName<Id> | undefined,
): Promise<void> {
  const { method, path } = operations[operation];
  await choose(target, {
    method: method.toUpperCase(),
    pattern: patternOf(path),
    prefer: (url) => {
      const example = pick(url);
      return example === undefined ? undefined : preferHeader(operation, example);
    },
  });
}

export interface RecordedCall {
  operation: OperationId | undefined;
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  /** Lower-case names, as the browser sent them (after any Prefer header was added). */
  headers: Record<string, string>;
  /** Parsed JSON, multipart or url-encoded fields as strings, the raw text otherwise, undefined without a body. */
  body: unknown;
}

function multipartFields(buffer: Buffer, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return {};
  const fields: Record<string, string> = {};
  for (const part of buffer.toString('utf8').split(`--${marker}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name !== undefined) fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

function bodyOf(request: Request): unknown {
  const buffer = request.postDataBuffer();
  if (!buffer) return undefined;
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('multipart/form-data')) return multipartFields(buffer, type);
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(buffer.toString('utf8')));
  const text = buffer.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The API calls (/h5, /tt) the page sends from now on, in the order they leave. */
export function recordRequests(page: Page) {
  const calls: RecordedCall[] = [];
  page.on('request', (request) => {
    if (!API_REQUEST.test(request.url())) return;
    const url = new URL(request.url());
    calls.push({
      operation: operationOf(request.method(), url.pathname),
      method: request.method(),
      url: request.url(),
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers(),
      body: bodyOf(request),
    });
  });
  return {
    calls,
    /** The calls of one operation. */
    of: (operation: OperationId) => calls.filter((call) => call.operation === operation),
    /** The calls to a literal path, optionally of one method. */
    to: (path: string, method?: string) =>
      calls.filter((call) => call.path === path && (!method || call.method === method)),
    clear: () => void calls.splice(0),
  };
}
