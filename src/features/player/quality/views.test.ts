import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The player's views, each test with a fresh module (the sample is drawn once per page load) and a reporter
// that is never loaded: the tests look at the list the reporter would take.
vi.mock('./playback-quality', () => ({ startReporting: () => () => undefined }));

async function freshViews(sampleRate = 1) {
  vi.resetModules();
  vi.doMock('@/shared/config/playback-quality', () => ({
    playbackQualityOn: true,
    playbackQualitySampleRate: sampleRate,
  }));
  return import('./views');
}

let now = 0;
beforeEach(() => {
  now = 100;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

const video = () => document.createElement('video');

describe('episode views', () => {
  it('begins a view at the play instruction, goes on through the same one, and ends it when another begins', async () => {
    const { startView, views } = await freshViews();
    const first = video();
    startView(first, 'ep1.mp4#0', '10086', 1);
    now = 900;
    // The visitor paused and played again: the same view.
    startView(first, 'ep1.mp4#0', '10086', 1);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ episodeNumber: 1, marks: { playAt: 100 } });
    expect(first.__playMarks).toBe(views[0]?.marks);

    now = 1_500;
    startView(video(), 'ep2.mp4#0', '10086', 2);
    expect(views.map((view) => [view.episodeNumber, view.endedAt, view.marks.playAt])).toEqual([
      [1, 1_500, 100],
      [2, undefined, 1_500],
    ]);
    // Back to the first slide's episode: a view of its own.
    now = 2_000;
    startView(first, 'ep1.mp4#0', '10086', 1);
    expect(views).toHaveLength(3);
    expect(views[2]?.marks.playAt).toBe(2_000);
  });

  it("takes the prelude's play instruction as the first view's, and marks its own after", async () => {
    const { startView, views } = await freshViews();
    const prelude = video();
    prelude.__playMarks = { playAt: 12.5, frameAt: 80 };
    now = 700;
    startView(prelude, 'ep1.mp4#0', '10086', 1);
    expect(views[0]?.marks).toEqual({ playAt: 12.5, frameAt: 80, viewed: true });
    now = 5_000;
    startView(prelude, 'ep2.mp4#0', '10086', 2);
    expect(views[1]?.marks.playAt).toBe(5_000);
  });

  it('keeps at most MAX_VIEWS views until a batch takes them, the oldest going first', async () => {
    const { MAX_VIEWS, startView, views } = await freshViews();
    for (let episode = 1; episode <= MAX_VIEWS + 10; episode++)
      startView(video(), `ep${episode}.mp4#0`, '10086', episode);
    expect(views).toHaveLength(MAX_VIEWS);
    expect(views[0]?.episodeNumber).toBe(11);
  });

  it('notes nothing on a page load left out of the sample', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.3);
    const left = await freshViews(0.25);
    const element = video();
    left.startView(element, 'ep1.mp4#0', '10086', 1);
    expect(left.views).toEqual([]);
    expect(element.__playMarks).toBeUndefined();

    vi.spyOn(Math, 'random').mockReturnValue(0.2);
    const taken = await freshViews(0.25);
    taken.startView(element, 'ep1.mp4#0', '10086', 1);
    expect(taken.views).toHaveLength(1);
  });
});

describe('the build setting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('turns the reports off with VITE_PLAYBACK_QUALITY=off, and leaves them on otherwise', async () => {
    vi.doUnmock('@/shared/config/playback-quality');
    for (const [value, on] of [
      ['off', false],
      ['', true],
      ['on', true],
    ] as const) {
      vi.stubEnv('VITE_PLAYBACK_QUALITY', value);
      vi.resetModules();
      const { playbackQualityOn } = await import('@/shared/config/playback-quality');
      expect(playbackQualityOn).toBe(on);
    }
  });
});
