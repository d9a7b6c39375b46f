// Reading a success the caller relies on, for the calls that move money: off the start path (client.ts).
import type { Parser } from '@/shared/utils/parse';

/**
 * The payload of a successful call, checked: a success whose data lacks what the caller relies on (a server
 * bug, a proxy's rewrite) throws, as an outcome nobody can read. A paying call keeps its key on it.
 */
export function unwrapChecked<T>(result: { data?: { data: unknown } }, parser: Parser<T>): T {
  const data = parser(result.data?.data);
  if (data === undefined) throw new Error('The server answered success with data the app cannot read');
  return data;
}
