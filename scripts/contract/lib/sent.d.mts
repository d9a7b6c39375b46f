// Types for sent.mjs, for the kit's tests.
export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  form?: Record<string, string>;
  masked?: true;
}
export declare const MASK: string;
export declare function toFetch(sent: Sent): {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
};
export declare function maskSent(sent: Sent): Sent;
export declare function curlOf(sent: Sent): string;
