import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Toaster } from '@/shared/ui/toast/toaster';
import { createApiClient, type ApiClientOptions } from './client';

// Shared by the api tests: a client whose network is a stub that records requests.

export function envelopeResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function setupClient(
  respond: (request: Request) => Response | Promise<Response> = () => envelopeResponse({ code: 0, data: null }),
  options: Omit<ApiClientOptions, 'fetch'> = {},
) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const api = createApiClient({ ...options, fetch });
  render(<Toaster />);
  return { api, requests, fetch, lastRequest: () => requests.at(-1) };
}

/** Like fetch: never settles on its own, rejects with the signal's reason when it aborts. */
export function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason as Error);
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
  });
}
