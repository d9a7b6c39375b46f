// The visitor's wish to save data (Android's Data Saver, Lite mode) and a slow network, as the Network
// Information API tells them. Only Chromium-based browsers have navigator.connection; elsewhere the
// player preloads as usual.
import type { SlotRole } from '../logic/slots';

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_TYPES = new Set(['slow-2g', '2g']);

function connection(): NetworkInformationLike | undefined {
  const value = (navigator as { connection?: unknown }).connection;
  return value && typeof value === 'object' ? (value as NetworkInformationLike) : undefined;
}

/** True when the visitor asked to save data or the network is 2G or slower. */
export function isSavingData(): boolean {
  const info = connection();
  return info?.saveData === true || SLOW_TYPES.has(info?.effectiveType ?? '');
}

/** Calls `onChange` when the connection changes (a network switch, Data Saver turned on); returns the unsubscribe. */
export function subscribeSavingData(onChange: () => void): () => void {
  const info = connection();
  if (typeof info?.addEventListener !== 'function') return () => undefined;
  info.addEventListener('change', onChange);
  return () => info.removeEventListener('change', onChange);
}

/**
 * How much of a slide's episode the browser fetches ahead: all it wants for the one on screen and
 * the next (so a swipe starts at once), metadata for the previous one; when saving data, the next
 * one gets metadata only as well.
 */
export function preloadFor(role: SlotRole, savingData: boolean): 'auto' | 'metadata' {
  if (role === 'current') return 'auto';
  return role === 'next' && !savingData ? 'auto' : 'metadata';
}
