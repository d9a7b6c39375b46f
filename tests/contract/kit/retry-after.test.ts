// How contract:verify reads a Retry-After: the forms HTTP allows are waited for, anything else is a
// violation of the contract's header (the headers check) and is not waited for.
import { expect, it } from 'vitest';
import { retryAfterSeconds } from '../../../scripts/contract/lib/retry-after.mjs';

const NOW = Date.UTC(1994, 10, 6, 8, 49, 30); // 7 s before the dates below

it('reads delay-seconds', () => {
  expect(retryAfterSeconds('0', NOW)).toBe(0);
  expect(retryAfterSeconds('120', NOW)).toBe(120);
  expect(retryAfterSeconds(' 5 ', NOW)).toBe(5);
});

it('reads an HTTP date in each of its three forms, as the seconds from now, and a past one as 0', () => {
  expect(retryAfterSeconds('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(7);
  expect(retryAfterSeconds('Sunday, 06-Nov-94 08:49:37 GMT', NOW)).toBe(7);
  expect(retryAfterSeconds('Sun Nov  6 08:49:37 1994', NOW)).toBe(7);
  expect(retryAfterSeconds('Sun, 06 Nov 1994 08:49:00 GMT', NOW)).toBe(0);
});

it('reads nothing else', () => {
  for (const value of [null, undefined, '', 'soon', '-1', '1.5', '30s', '2026-11-27T10:00:00Z', 'Sun, 06 Nov 1994'])
    expect(retryAfterSeconds(value, NOW), String(value)).toBeUndefined();
});
