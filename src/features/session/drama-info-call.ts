// The drama info call (getDramaInfo) as the client sends it, its address and its headers, built here for both
// of its senders: the session's query (api.ts) and the early script (src/entries/early/), which sends it before
// the app has loaded. The client takes the early answer over when the two builds are the same
// (shared/api/early-request.ts): the same key, token, base address and clientId.
import { absoluteApiBase, config } from '@/shared/config/config';
import type { ApiCall } from '@/shared/hand-over';

/** The drama info's path, which api.ts calls through the client. */
export const DRAMA_INFO_PATH = '/h5/drama_video/info';

/** The call for the info key `info`, carrying `token` (the session's, for the client: sessionToken). */
export function dramaInfoCall(info: string, token: string | undefined): ApiCall {
  const headers: Record<string, string> = { clientId: config.clientId };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { url: `${absoluteApiBase(config.apiBaseUrl)}${DRAMA_INFO_PATH}?info=${encodeURIComponent(info)}`, headers };
}
