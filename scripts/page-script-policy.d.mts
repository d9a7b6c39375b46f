// Types for scripts/page-script-policy.mjs (plain JavaScript so node runs it without a build step).
export function scriptPolicy(html: string, origins?: string[]): string;
export function withScriptPolicy(html: string, origins?: string[]): string;
export function inlineScripts(html: string): string[];
