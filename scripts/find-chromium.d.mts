// Types for scripts/find-chromium.mjs (plain JavaScript so node runs it without a build step).
export const chromiumArgs: string[];
export function locateChromium(): string | null;
export function findChromium(): string;
export function findTestChromium(): string;
