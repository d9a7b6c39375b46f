import { QueryClient } from '@tanstack/react-query';
import { isApiError, isTransportError } from '@/shared/api/errors';

/**
 * One retry for a query that may succeed the second time: a network blip, a timeout, a
 * 5xx. A 4xx or a business failure (non-zero envelope code: 401, 403, drama not found)
 * answers the same way again, and retrying a 401 would only delay the login redirect.
 * An aborted call was cancelled on purpose.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiError(error)) return error.status >= 500 && error.code !== 401 && error.code !== 403;
  if (isTransportError(error)) return error.kind !== 'aborted';
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        // Long enough that coming back to a kept-alive page does not refetch everything,
        // short enough that a balance changed elsewhere shows up soon.
        staleTime: 30_000,
      },
      // A payment or an unlock must never be sent twice behind the visitor's back.
      mutations: { retry: false },
    },
  });
}
