// The player's calls: the only place this feature spells its paths.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapChecked } from '@/shared/api/checked';
import { client } from '@/shared/api/client';
import { $api } from '@/shared/api/query';
import type { OtherDrama, UnlockResult } from '@/shared/api/types';
import * as parse from '@/shared/utils/parse';

/** Other series for the "more" dialog, minus the one being watched. */
function otherDramasOptions(dramaId: string, promotionLinkId: string) {
  const base = $api.queryOptions('get', '/h5/drama_video/link/get_other_video_link', {
    params: { query: { dramaId, promotionLinkId } },
  });
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async (context): Promise<OtherDrama[]> => (await base.queryFn(context)).data,
    staleTime: 5 * 60_000,
  });
}

export function useOtherDramas(dramaId: string, promotionLinkId: string, enabled: boolean) {
  return useQuery({ ...otherDramasOptions(dramaId, promotionLinkId), enabled });
}

/** One paying intent: an episode or the whole series, with the key that makes retries safe. */
export type UnlockRequest =
  | { kind: 'episode'; dramaId: string; episodeNumber: number; idempotencyKey: string }
  | { kind: 'series'; dramaId: string; idempotencyKey: string };

// What the player reads of an unlock's answer; a success without it is an outcome nobody can read.
const unlockResult: parse.Parser<UnlockResult> = parse.looseObject({
  balance: parse.number(),
  seriesUnlocked: parse.boolean,
  unlocked: parse.array(
    parse.looseObject({ episodeNumber: parse.int(), videoUrl: parse.string, locked: parse.boolean }),
  ),
});

/** Unlocks; `headers` are extra request headers (the paying helper makes the call quiet). */
export async function unlock(request: UnlockRequest, headers?: Record<string, string>): Promise<UnlockResult> {
  const header = { 'Idempotency-Key': request.idempotencyKey };
  if (request.kind === 'episode') {
    const { dramaId, episodeNumber } = request;
    return unwrapChecked(
      await client.POST('/h5/drama_video/unlock', { params: { header }, headers, body: { dramaId, episodeNumber } }),
      unlockResult,
    );
  }
  return unwrapChecked(
    await client.POST('/h5/drama_video/unlock_all', {
      params: { header },
      headers,
      body: { dramaId: request.dramaId },
    }),
    unlockResult,
  );
}
