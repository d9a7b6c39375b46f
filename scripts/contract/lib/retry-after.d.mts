// Types for retry-after.mjs, for the TypeScript tests that call it.
export declare function retryAfterSeconds(value: string | null | undefined, now?: number): number | undefined;
