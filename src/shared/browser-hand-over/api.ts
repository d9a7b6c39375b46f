// createHandOverCode: asked for by "Open in browser" (the More sheet, the QR page), so it is spelled here in
// shared, not in one feature: features do not import each other.
import { client, unwrap } from '@/shared/api/client';
import { quietHeaders } from '@/shared/api/middleware';

export interface HandOverCode {
  handOverCode: string;
  expiresAt: string;
}

/** A one-time code of the signed-in user. Quiet: the caller tells the visitor what happened. */
export async function createHandOverCode(headers: Record<string, string> = quietHeaders): Promise<HandOverCode> {
  return unwrap(await client.POST('/h5/auth/hand_over', { headers }));
}
