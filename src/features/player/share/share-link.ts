import { LINKED_EPISODE_PARAM } from '@/shared/routes';

function landingUrl(landing: string | undefined, origin: string): URL | null {
  try {
    return landing ? new URL(landing, origin) : null;
  } catch {
    return null;
  }
}

/**
 * The promotion link the visitor came by, starting at `episodeNumber` (docs/product-rules.md, "Sharing an
 * episode"): the landing address (HREF) with its drama key (`?info=`) or its short code (the path), and nothing
 * else of its query (the visitor's own ad click id, `ttclid`, is theirs, not the friend's); with no landing address,
 * the drama key. Null when neither is known.
 */
export function shareLink(
  landing: string | undefined,
  key: string | undefined,
  origin: string,
  episodeNumber: number,
): string | null {
  const from = landingUrl(landing, origin);
  const info = from?.searchParams.get('info')?.trim();
  const shortCodePath = from && !info && from.pathname !== '/' ? from.pathname : null;
  if (!info && !shortCodePath && !key) return null;
  const link = new URL(shortCodePath ?? '/', from?.origin ?? origin);
  if (!shortCodePath) link.searchParams.set('info', info || key!);
  link.searchParams.set(LINKED_EPISODE_PARAM, String(episodeNumber));
  return link.href;
}
