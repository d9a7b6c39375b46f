// Types for proxy.mjs, for the TypeScript test that starts it.
export declare function describeViolations(header: string): string[];

export declare function startProxy(options: {
  upstream: string;
  port?: number;
  spec?: string;
  errors?: boolean;
  verbose?: boolean;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>;
export declare function describeProblem(text: string): string[];
