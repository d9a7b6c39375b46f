// Types for mocks/demo-layer.mjs (plain JavaScript so that the demo starts without a build step).
export interface StartDemoLayerOptions {
  /** The Prism the layer stands in front of, e.g. http://127.0.0.1:4110. */
  prismUrl: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Seconds an order stays PENDING before it is PAID. Default DEMO_PAY_SECONDS, else 8. */
  paySeconds?: number;
  /** Log each request and the status answered. Default false. */
  log?: boolean;
}

export interface RunningDemoLayer {
  /** e.g. http://127.0.0.1:4010, without a trailing slash. */
  url: string;
  port: number;
  /** Stops the layer (not the Prism behind it). */
  stop: () => Promise<void>;
}

export function startDemoLayer(options: StartDemoLayerOptions): Promise<RunningDemoLayer>;

/** The seconds an order stays PENDING, read from a DEMO_PAY_SECONDS value; 8 for none or a bad one. */
export function paySecondsFrom(value: string | undefined): number;
