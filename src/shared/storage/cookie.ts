// The TikTok click id (ttclid) is also kept in a first-party cookie for 30 days
// (docs/product-rules.md, "Storage keys"), so attribution survives a cleared localStorage.

const TTCLID = 'ttclid';
const TTCLID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function serializeTtclidCookie(value: string, options: { secure: boolean; now?: Date }): string {
  const expires = new Date((options.now ?? new Date()).getTime() + TTCLID_MAX_AGE_SECONDS * 1000);
  const parts = [
    `${TTCLID}=${encodeURIComponent(value)}`,
    // Max-Age wins where supported; Expires is for old in-app browsers.
    `Max-Age=${TTCLID_MAX_AGE_SECONDS}`,
    `Expires=${expires.toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function setTtclidCookie(value: string): void {
  if (value === '') return;
  document.cookie = serializeTtclidCookie(value, { secure: location.protocol === 'https:' });
}

export function readTtclidCookie(): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== TTCLID) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? undefined : value;
    } catch {
      return undefined; // A malformed escape written by someone else.
    }
  }
  return undefined;
}
