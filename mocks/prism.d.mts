// Types for mocks/prism.mjs (plain JavaScript so that `node mocks/prism.mjs` runs without a build step).
export interface StartPrismOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The bundled contract, relative to root. Default generated/openapi.json. */
  spec?: string;
  /** The project root holding node_modules/.bin/prism. Default process.cwd(). */
  root?: string;
  /** Echo Prism's own output. Default false. */
  log?: boolean;
}

export interface RunningPrism {
  /** e.g. http://127.0.0.1:4110, without a trailing slash. */
  url: string;
  port: number;
  /** Stops exactly the Prism process this call started. */
  stop: () => Promise<void>;
}

export function startPrism(options?: StartPrismOptions): Promise<RunningPrism>;
