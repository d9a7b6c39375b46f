import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@generated/schema';
import { absoluteApiBase, config } from '@/shared/config/config';
import { createApiMiddleware, type ApiMiddlewareOptions } from './middleware';

export type ApiClient = Client<paths>;

export type ApiClientOptions = ApiMiddlewareOptions & {
  baseUrl?: string;
  /** Defaults to the global fetch, looked up per call so tests can stub it. */
  fetch?: (input: Request) => Promise<Response>;
};

/** A client with the app's middleware; the app uses the one `client` below, tests make their own. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = config.apiBaseUrl, fetch = (input) => globalThis.fetch(input), ...middleware } = options;
  // Absolute, so every Request implementation agrees (Node's, in tests, has no document base).
  const apiClient = createClient<paths>({ baseUrl: absoluteApiBase(baseUrl), fetch });
  apiClient.use(createApiMiddleware(middleware));
  return apiClient;
}

/** The one client. Success resolves `{ data: <envelope> }`; failures reject with ApiError or TransportError. */
export const client = createApiClient();

/** The payload of a successful call: `unwrap(await client.GET(...))` is the envelope's `data`. */
export function unwrap<T>(result: { data?: { data: T } }): T {
  if (!result.data) throw new Error('unwrap: the call returned no body');
  return result.data.data;
}
