// Video addresses as the player may use them (docs/product-rules.md, "The drama and its video addresses").
// Exported for the player; it lives here because the session rewrites the drama once when it arrives, so
// every screen sees the same addresses.

/** The drama fields that decide how a video address is rewritten. */
export interface CdnSource {
  isCdn: boolean;
  siteId: string;
  dramaId: string;
  customerDomain: string;
  promotionLinkId: string;
  pixelId: string;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function currentHref(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/**
 * The address as a URL when it is safe to hand to a <video>, else null. Safe means an explicit http(s)
 * address, or a relative one that stays on this origin. Everything else (javascript:, data:, blob:, a
 * protocol-relative //other.host, a backslash trick that the URL parser turns into another host) is refused.
 */
function safeVideoUrl(address: string, base: string = currentHref()): URL | null {
  const raw = address.trim();
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  const httpish = url.protocol === 'http:' || url.protocol === 'https:';
  if (HAS_SCHEME.test(raw)) return httpish ? url : null;
  return httpish && url.origin === new URL(base).origin ? url : null;
}

/**
 * The address with the CDN query parameters when the drama asks for them (isCdn). Parameters already on
 * the address are kept; one of the six names present already is replaced by the drama's value, so the CDN
 * never sees two. Values are encoded, a #fragment is kept. An empty address (a locked episode) stays empty
 * and an unsafe one becomes empty: the player treats both as "no video".
 */
export function withCdnParams(address: string, drama: CdnSource, base: string = currentHref()): string {
  const url = safeVideoUrl(address, base);
  if (url === null) return '';
  if (!drama.isCdn) return address.trim();
  const params: Record<string, string> = {
    siteId: drama.siteId,
    dramaId: drama.dramaId,
    customerDomain: drama.customerDomain,
    promotionLinkId: drama.promotionLinkId,
    pixelId: drama.pixelId,
    source: 'h5',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The drama with every episode's address passed through withCdnParams. */
export function rewriteDrama<E extends { videoUrl: string }, D extends CdnSource & { dramaUrl: readonly E[] }>(
  drama: D,
  base: string = currentHref(),
): D {
  return {
    ...drama,
    dramaUrl: drama.dramaUrl.map((episode) => ({ ...episode, videoUrl: withCdnParams(episode.videoUrl, drama, base) })),
  };
}
