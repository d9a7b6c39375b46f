// The tests' side of the examples proxy (scripts/webkit/mock-proxy.mjs): choosing a Prism example per
// operation, and reading back the calls the app made. WebDriver cannot route a page's requests as
// Playwright does, so the choice is made in the proxy between the app's server and Prism.
import { operations, type ExampleName, type OperationId } from '@generated/operations';
import { patternOf, preferHeader } from '@tests/support/prefer';

const mockUrl = process.env.WEBKIT_MOCK_URL;

function control(path: string, init: RequestInit = {}): Promise<Response> {
  if (!mockUrl) throw new Error('WEBKIT_MOCK_URL is not set: run the WebKit tests with `npm run test:webkit`.');
  return fetch(`${mockUrl}/__mock/${path}`, init);
}

/** Every later call to `operation` gets the named example (the latest choice wins). */
export async function useExample<Id extends OperationId>(operation: Id, example: ExampleName<Id>): Promise<void> {
  const { method, path } = operations[operation];
  const answer = await control('examples', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, path: patternOf(path).source, prefer: preferHeader(operation, example) }),
  });
  if (!answer.ok) throw new Error(`examples proxy: ${answer.status} ${await answer.text()}`);
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case names, as the app's server forwarded them. */
  headers: Record<string, string>;
  /** Parsed JSON, the raw text otherwise, undefined without a body. */
  body: unknown;
}

/** The API calls (/h5, /tt) the app made since the test began, in order; `path` and `method` filter. */
export async function calls(path?: string, method?: string): Promise<Call[]> {
  const all = (await (await control('calls')).json()) as Call[];
  return all.filter((call) => (!path || call.path === path) && (!method || call.method === method.toUpperCase()));
}

/** Forgets the examples chosen and the calls seen: each test starts from Prism's defaults. */
export async function resetMock(): Promise<void> {
  await control('examples', { method: 'DELETE' });
  await control('calls', { method: 'DELETE' });
}
