// Types for scripts/deploy/nginx.mjs (plain JavaScript so node runs it without a build step).
export function locateNginx(): string | null;
export function findNginx(): string;

export interface StartNginxOptions {
  /** The build to serve (index.html, assets/): an absolute directory, or a symlink to one. */
  root: string;
  /** scheme://host[:port] that /h5 and /tt are proxied to; none when empty. */
  apiUpstream?: string;
  /** Served under /demo-media/ (test only), as `vite preview` does through its plugin. */
  mediaDir?: string;
  /** Space-separated origins added to the policy's media, image and connect sources. */
  mediaOrigins?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface RunningNginx {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  url: string;
  port: number;
  /** The run's prefix: nginx.conf, short-drama.conf, error.log, access.log. Removed by stop(). */
  dir: string;
  pid: number | undefined;
  /** Stops exactly the nginx this call started. */
  stop: () => Promise<void>;
}

export function startNginx(options: StartNginxOptions): Promise<RunningNginx>;
