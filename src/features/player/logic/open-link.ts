import type { OtherDrama } from '@/shared/api/types';

/** Opens another series' promotion link with a full page load; a malformed or non-http(s) link opens nothing. */
export function openPromotionLink(drama: OtherDrama): void {
  try {
    const url = new URL(drama.link, window.location.href);
    if (url.protocol === 'http:' || url.protocol === 'https:') window.location.assign(url.href);
  } catch {
    // A malformed link opens nothing.
  }
}
