import { describe, expect, it } from 'vitest';
import { ApiError, TransportError } from '@/shared/api/errors';
import { createQueryClient, shouldRetryQuery } from './query-client';

const apiError = (status: number, code: number) => new ApiError({ status, code, message: 'x' });

describe('shouldRetryQuery', () => {
  it('retries a network failure, a timeout or a server error once', () => {
    for (const error of [TransportError.network(), TransportError.timeout(60_000), apiError(502, 502)]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
  });

  it('never retries a 4xx answer or a business failure', () => {
    for (const error of [
      apiError(401, 401),
      apiError(403, 403),
      apiError(404, 2001),
      apiError(400, 1001),
      apiError(200, 401),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });

  it('never retries a call that was aborted on purpose', () => {
    expect(shouldRetryQuery(0, TransportError.aborted())).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
