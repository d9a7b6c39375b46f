// Types for contract-diff.mjs, for the TypeScript tests that call it.
export interface Change {
  /** 'POST /h5/drama_video/unlock (unlockEpisode)' */
  operation: string;
  /** 'operation', 'query parameter page', 'request body.email', 'response 200 body.data.balance', ... */
  where: string;
  change: string;
  breaking: boolean;
}

export declare function diffContracts(base: unknown, head: unknown): Change[];
export declare function formatChanges(changes: Change[], options: { title: string }): string;
