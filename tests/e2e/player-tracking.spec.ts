import { expect, test } from '@playwright/test';
import { expectPlaying, openDrama, recordRequests, swipe, trackedEvents } from './player-helpers';

test.describe('tracking', () => {
  test('ViewContent goes out when an episode starts, with an event id and the ttclid', async ({ page }) => {
    const recorder = recordRequests(page);
    await openDrama(page, 'dramaSG', '&ttclid=click-42');
    await expectPlaying(page, 1);
    await swipe(page, 'up');
    await expectPlaying(page, 2);
    await expect
      .poll(() =>
        trackedEvents(recorder)
          .filter((event) => event.event === 'ViewContent')
          .map((event) => event.properties?.episodeNumber),
      )
      .toEqual([1, 2]);
    const [first, second] = trackedEvents(recorder).filter((event) => event.event === 'ViewContent');
    expect(first?.ttclid).toBe('click-42');
    expect(first?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.eventId).not.toBe(first?.eventId);
  });
});
