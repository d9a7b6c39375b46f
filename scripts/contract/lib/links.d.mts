// Types for links.mjs, for the kit's tests.
import type { Operation } from './contract.mjs';

export interface Link {
  source: string;
  target: string;
  values: Record<string, unknown>;
  bearer?: string;
}
export declare const TOKEN: string;
export declare function contractLinks(document: unknown, operations: Operation[]): Link[];
export declare function orderByLinks<T extends { operationId: string }>(operations: T[], links: Link[]): T[];
export declare function linkedNeeds(
  document: unknown,
  operation: Operation,
  links: Link[],
): { names: string[]; token: boolean };
export declare function learnFromLinks(
  links: Link[],
  source: string,
  exchange: {
    request: { body?: unknown; query: Record<string, string>; path: Record<string, string> };
    response: unknown;
  },
): Record<string, unknown>;
