// The one call of the playback quality reports, outside the API client: a beacon cannot carry the client's
// headers, and it must leave synchronously while the page goes away. The contract's reportPlaybackQuality
// (openapi/paths/tracking.yaml) says how it identifies the app (clientId in the address) and why text/plain.
import type { ApiPath, PlaybackQualityBatch } from '@/shared/api/types';
import { config } from '@/shared/config/config';

/** Checked against the contract's paths: a renamed operation fails the type check here too. */
const PATH = '/h5/user_action/playback_quality' satisfies ApiPath;

/** Sends `batch` with a beacon, else with fetch keepalive; never throws, and nobody reads the answer. */
export function sendBatch(batch: PlaybackQualityBatch): void {
  const url = `${config.apiBaseUrl}${PATH}?clientId=${encodeURIComponent(config.clientId)}`;
  // A string goes as text/plain;charset=UTF-8, the one JSON-carrying type every browser's beacon sends.
  const body = JSON.stringify(batch);
  try {
    // False when the browser's beacon queue is full.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // A report lost, nothing else.
  }
}
