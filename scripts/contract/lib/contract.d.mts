// Types for contract.mjs, as far as the kit's tests use it.
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  operation: unknown;
  parameters: { name: string; in: string; required?: boolean }[];
  security: Record<string, string[]>[];
}
export declare function loadContract(file: string): unknown;
export declare function listOperations(document: unknown): Operation[];
