import DOMPurify from 'dompurify';

// Toast text comes from the server (msg/message) and may carry light markup.
// Only inline emphasis survives; every attribute goes, so no handler, style or
// URL can ride along. Disallowed tags keep their text (DOMPurify's KEEP_CONTENT).
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'span'];

export function sanitizeToastHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], RETURN_TRUSTED_TYPE: false });
}
