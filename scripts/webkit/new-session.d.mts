// Types for scripts/webkit/new-session.mjs (plain JavaScript so node runs it without a build step).
export function newSessionAskingTwice<T>(start: () => Promise<T>): Promise<T>;
