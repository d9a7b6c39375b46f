// Types for scripts/deploy/render-nginx.mjs (plain JavaScript so node runs it without a build step).
export const TEMPLATE: string;
/** The brotli module files of Debian's libnginx-mod-http-brotli-*, or null when they are not installed. */
export function brotliModules(): string[] | null;
export function renderSite(
  env: Record<string, string | undefined>,
  options?: { template?: string; extra?: string },
): string;
/** The Link header's preconnect hints for the page: the API's origins with crossorigin, each media origin twice. */
export function preconnectHints(api: string[], media: string[]): string;
