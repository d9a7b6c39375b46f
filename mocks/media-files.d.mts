// Types for mocks/media-files.mjs (plain JavaScript so the bench's server imports it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MEDIA_TYPES: Record<string, string>;
export function fileUnder(dir: string, pathname: string): string | null;
export function sendMedia(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void;
