import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackQualityBatch } from '@/shared/api/types';
import { startReporting, type ReportedPage } from './playback-quality';
import type { View } from './views';

// The reporter with fake video events: a real <video> of jsdom whose state the test sets, the page's clock
// (performance.now) moved by hand, and a page of its own whose hiding the test decides.

let now = 0;
const beacons: { url: string; body: string }[] = [];
const sendBeacon = vi.fn((url: string, body: string) => {
  beacons.push({ url, body });
  return true;
});

beforeEach(() => {
  now = 0;
  beacons.length = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  localStorage.setItem('USER_ID', '880012345');
});
afterEach(() => {
  vi.restoreAllMocks();
  sendBeacon.mockClear();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  localStorage.clear();
});

function fakePage() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    page: { window, document } as unknown as ReportedPage,
    hide() {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    leave: () => window.dispatchEvent(new Event('pagehide')),
  };
}

/** A playing <video>; `set` changes what it says of itself before an event. */
function fakeVideo() {
  const element = document.createElement('video');
  const state = { paused: false, seeking: false, readyState: HTMLMediaElement.HAVE_ENOUGH_DATA as number };
  for (const name of Object.keys(state) as (keyof typeof state)[])
    Object.defineProperty(element, name, { get: () => state[name], configurable: true });
  const fire = (type: string, change: Partial<typeof state> = {}) => {
    Object.assign(state, change);
    element.dispatchEvent(new Event(type));
  };
  return { element, fire };
}

function view(element: HTMLVideoElement, change: Partial<View> = {}): View {
  return { element, source: 'ep1.mp4#0', dramaId: '10086', episodeNumber: 1, marks: { playAt: 1_000 }, ...change };
}

const sent = (index = -1): PlaybackQualityBatch =>
  JSON.parse(beacons.at(index)?.body ?? 'null') as PlaybackQualityBatch;

describe('the playback quality reporter', () => {
  it('sends, when the page is hidden, the time to first frame from the play instruction and the stalls', () => {
    const { element, fire } = fakeVideo();
    const views = [view(element, { marks: { playAt: 1_000, frameAt: 1_386.24 } })];
    const page = fakePage();
    startReporting(views, page.page);

    now = 2_000;
    fire('waiting', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA });
    now = 2_500;
    fire('playing', { readyState: HTMLMediaElement.HAVE_ENOUGH_DATA });
    // The visitor's seek makes the video wait too: not a stall.
    now = 3_000;
    fire('waiting', { readyState: HTMLMediaElement.HAVE_METADATA, seeking: true });
    now = 3_200;
    fire('playing', { readyState: HTMLMediaElement.HAVE_ENOUGH_DATA, seeking: false });
    now = 4_000;
    page.hide();

    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/h5/user_action/playback_quality?clientId=h5-web-demo');
    const batch = sent();
    expect(batch).toMatchObject({ h5UserId: '880012345', views: [expect.any(Object)] });
    expect(batch.pageLoadId).toMatch(/^[\da-f-]{36}$/);
    expect(batch.views[0]).toMatchObject({
      dramaId: '10086',
      episodeNumber: 1,
      playAtMs: 1_000,
      ttffMs: 386.2,
      leftBeforeFirstFrame: false,
      stallCount: 1,
      stalledMs: 500,
      ended: false,
    });
  });

  it('says a view ended before its first frame was left before it, whatever frame the element shows later', () => {
    const { element } = fakeVideo();
    const views = [view(element, { marks: { playAt: 1_000, frameAt: 2_400 }, endedAt: 2_000 })];
    const page = fakePage();
    startReporting(views, page.page);
    now = 3_000;
    page.leave();
    expect(sent().views[0]).toMatchObject({ ttffMs: null, leftBeforeFirstFrame: true, ended: true });
  });

  it('does not count the wait before the first frame as a stall', () => {
    const { element, fire } = fakeVideo();
    const views = [view(element)];
    const page = fakePage();
    startReporting(views, page.page);
    now = 1_100;
    fire('waiting', { readyState: HTMLMediaElement.HAVE_NOTHING });
    now = 1_900;
    page.hide();
    expect(sent().views[0]).toMatchObject({ ttffMs: null, leftBeforeFirstFrame: true, stallCount: 0, stalledMs: 0 });
  });

  it('counts a stall still under way up to the moment the page is hidden, and a stalled event that stopped playback', () => {
    const { element, fire } = fakeVideo();
    const views = [view(element, { marks: { playAt: 1_000, frameAt: 1_100 } })];
    const page = fakePage();
    startReporting(views, page.page);
    // The network stalled while enough was buffered: playback went on, no stall.
    now = 1_500;
    fire('stalled');
    now = 2_000;
    fire('stalled', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA });
    now = 2_600;
    page.hide();
    expect(sent().views[0]).toMatchObject({ stallCount: 1, stalledMs: 600 });
  });

  it('sends a view again only when its figures changed, and forgets an ended view once sent', () => {
    const first = fakeVideo();
    const second = fakeVideo();
    const views = [
      view(first.element, { marks: { playAt: 1_000, frameAt: 1_200 }, endedAt: 5_000 }),
      view(second.element, { source: 'ep2.mp4#0', episodeNumber: 2, marks: { playAt: 5_000, frameAt: 5_080 } }),
    ];
    const page = fakePage();
    startReporting(views, page.page);
    now = 6_000;
    page.hide();
    expect(sent().views.map((each) => [each.episodeNumber, each.ended])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(views).toHaveLength(1);

    // Shown and hidden again with nothing new, then the page goes: nothing more to say.
    page.show();
    page.hide();
    page.leave();
    expect(beacons).toHaveLength(1);

    page.show();
    now = 7_000;
    second.fire('waiting', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA });
    now = 7_250;
    second.fire('playing', { readyState: HTMLMediaElement.HAVE_ENOUGH_DATA });
    page.hide();
    expect(beacons).toHaveLength(2);
    expect(sent().views).toEqual([expect.objectContaining({ episodeNumber: 2, stallCount: 1, stalledMs: 250 })]);
    // The same view, told again: the backend keeps the later figures.
    expect(sent().views[0]?.viewId).toBe(sent(0).views[1]?.viewId);
  });

  it('watches the views the player adds after it started', () => {
    const { element, fire } = fakeVideo();
    const views: View[] = [];
    const page = fakePage();
    const watch = startReporting(views, page.page);
    const added = view(element, { marks: { playAt: 1_000, frameAt: 1_050 } });
    views.push(added);
    watch(added);
    now = 2_000;
    fire('waiting', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA });
    now = 2_300;
    fire('pause', { paused: true });
    page.hide();
    // The visitor paused during the stall: it ends there.
    expect(sent().views[0]).toMatchObject({ ttffMs: 50, stallCount: 1, stalledMs: 300 });
  });

  it('falls back to fetch with keepalive when the beacon is refused, and never throws when sending fails', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchSpy);
    sendBeacon.mockImplementationOnce(() => false);
    const { element } = fakeVideo();
    const page = fakePage();
    startReporting([view(element)], page.page);
    page.hide();
    expect(fetchSpy).toHaveBeenCalledWith('/h5/user_action/playback_quality?clientId=h5-web-demo', {
      method: 'POST',
      body: expect.stringContaining('"leftBeforeFirstFrame":true') as string,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    await Promise.resolve();

    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('Illegal invocation');
    });
    const other = fakePage();
    startReporting([view(fakeVideo().element)], other.page);
    expect(() => other.hide()).not.toThrow();
    vi.unstubAllGlobals();
  });
});
