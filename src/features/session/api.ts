// The session's calls: the only place this feature spells its paths.
import { queryOptions } from '@tanstack/react-query';
import { client, unwrap } from '@/shared/api/client';
import { fetchOrTakeEarly } from '@/shared/api/early-request';
import { SignedOutError, TransportError } from '@/shared/api/errors';
import type { DramaInfo, RegisterRequest } from '@/shared/api/types';
import { config } from '@/shared/config/config';
import { sessionToken } from '@/shared/storage/drama-session';
import { DRAMA_INFO_PATH, dramaInfoCall } from './drama-info-call';
import type { UserAction } from './user-actions';
import { backgroundHeaders } from '@/shared/api/middleware';

/** Thrown by the drama query while the server answers `data: null` (the drama is not ready yet). */
export class DramaNotReadyError extends Error {
  override readonly name = 'DramaNotReadyError';
  constructor() {
    super('The drama is not ready yet');
  }
}

/**
 * The drama behind an info key. Resolves the drama itself (not the envelope) and rejects with DramaNotReadyError while
 * none is returned, so React Query's retry asks again every 2 s (docs/product-rules.md, "Start-up") and keeps showing
 * the drama it already has (the stored DRAMA_INFO) meanwhile. Its key is its own: `$api`'s key for the same call would
 * cache the envelope, and the two shapes must never share an entry. It calls the client itself, not through `$api`:
 * this is on the path to the first frame, and openapi-react-query's bindings would bring every React Query hook along
 * (see wallet/balance.ts).
 */
export function dramaInfoOptions(info: string) {
  return queryOptions({
    queryKey: ['session', 'drama', info] as const,
    queryFn: async ({ signal }): Promise<DramaInfo> => {
      const { data: envelope } = await client.GET(DRAMA_INFO_PATH, {
        params: { query: { info } },
        // The early script (src/entries/early/) may have sent this very call before this code loaded: its answer is
        // taken over when its build of the call, with the token it found for the key, is this one.
        fetch: (request) => fetchOrTakeEarly(request, dramaInfoCall(info, sessionToken())),
        signal,
      });
      if (!envelope?.data) throw new DramaNotReadyError();
      return envelope.data;
    },
  });
}

/** The drama info key behind a short code. */
export async function decryptShortCode(code: string): Promise<string> {
  return unwrap(await client.GET('/h5/drama_video/decrypt/{code}', { params: { path: { code } } })).info;
}

export async function registerGuest(body: RegisterRequest) {
  return unwrap(await client.POST('/h5/auth/register', { body }));
}

export async function addUserAction(body: UserAction): Promise<void> {
  await client.POST('/h5/user_action/add', { body, headers: backgroundHeaders });
}

const ALIVE_PATH = '/h5/user_action/add/alive';

function aliveForm(h5UserId: string, survivalTime: number): FormData {
  const form = new FormData();
  form.set('h5UserId', h5UserId);
  form.set('survivalTime', String(survivalTime));
  return form;
}

/**
 * The regular liveness report, multipart as the contract says (the client passes FormData through).
 * Resolves to the seconds the server asks to wait until the next one (`nextReportSeconds`), if any.
 */
export async function reportAlive(h5UserId: string, survivalTime: number): Promise<number | undefined> {
  const { data } = await client.POST(ALIVE_PATH, {
    body: { h5UserId, survivalTime },
    bodySerializer: () => aliveForm(h5UserId, survivalTime),
    headers: backgroundHeaders,
    // Outlives the page if it closes while the report is under way.
    keepalive: true,
  });
  return data?.nextReportSeconds;
}

/**
 * The liveness report sent while the page goes away. A bare fetch with keepalive: it must start
 * synchronously inside pagehide, before the client's asynchronous middleware would get to run, and unlike
 * sendBeacon it carries the Authorization and clientId headers. Nobody reads the answer.
 */
export function reportAliveOnClose(h5UserId: string, survivalTime: number): Promise<void> {
  const token = sessionToken();
  // Signed out (a 401 removed the token): the report would be refused; the seconds wait for a user.
  if (!token) return Promise.reject(new SignedOutError());
  const headers: Record<string, string> = { clientId: config.clientId, Authorization: `Bearer ${token}` };
  return fetch(`${config.apiBaseUrl}${ALIVE_PATH}`, {
    method: 'POST',
    body: aliveForm(h5UserId, survivalTime),
    keepalive: true,
    headers,
  }).then(
    (response) => {
      if (!response.ok) throw new Error(`alive report refused (HTTP ${response.status})`);
    },
    () => {
      throw TransportError.network();
    },
  );
}
