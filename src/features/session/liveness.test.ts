import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveness } from './liveness';

function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  return {
    page: { window: win as Window, document: doc as unknown as Document },
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide: () => win.dispatchEvent(new Event('pagehide')),
  };
}

function setup(post = vi.fn((_u: string, _s: number) => Promise.resolve<number | undefined>(undefined))) {
  const postOnClose = vi.fn((_u: string, _s: number) => Promise.resolve());
  const page = fakePage();
  const liveness = createLiveness({ post, postOnClose, page: page.page });
  return { post, postOnClose, liveness, ...page };
}

describe('liveness', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts 5 seconds after 5 seconds, then again after the next 5', async () => {
    const { post, liveness } = setup();
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(4000);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(post.mock.calls).toEqual([['u1', 5]]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(post.mock.calls).toEqual([
      ['u1', 5],
      ['u1', 5],
    ]);
    liveness.stop();
  });

  it('sends nothing before a user exists', async () => {
    const { post, postOnClose, pagehide } = setup();
    await vi.advanceTimersByTimeAsync(20_000);
    pagehide();
    expect(post).not.toHaveBeenCalled();
    expect(postOnClose).not.toHaveBeenCalled();
  });

  it('sends the seconds not yet sent when the page is hidden away', async () => {
    const { post, postOnClose, liveness, pagehide } = setup();
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(7000);
    pagehide();
    expect(post.mock.calls).toEqual([['u1', 5]]);
    expect(postOnClose.mock.calls).toEqual([['u1', 2]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post).toHaveBeenCalledTimes(1);
    liveness.stop();
  });

  it('flushes once when the page becomes hidden and then closes, and does not count while hidden', async () => {
    const { post, postOnClose, liveness, hide, show, pagehide } = setup();
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(3000);
    hide();
    pagehide();
    expect(postOnClose.mock.calls).toEqual([['u1', 3]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).not.toHaveBeenCalled();
    liveness.stop();
    expect(post).not.toHaveBeenCalled();
    show();
  });

  it('counts again when a hidden page is shown', async () => {
    const { post, postOnClose, liveness, hide, show } = setup();
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(2000);
    hide();
    await vi.advanceTimersByTimeAsync(30_000);
    show();
    await vi.advanceTimersByTimeAsync(5000);
    expect(postOnClose.mock.calls).toEqual([['u1', 2]]);
    expect(post.mock.calls).toEqual([['u1', 5]]);
    liveness.stop();
  });

  it('keeps the seconds of a failed post for the next one', async () => {
    const post = vi.fn((_u: string, _s: number) => Promise.resolve<number | undefined>(undefined));
    post.mockRejectedValueOnce(new Error('Network Error'));
    const { liveness } = setup(post);
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post.mock.calls).toEqual([
      ['u1', 5],
      ['u1', 10],
    ]);
    liveness.stop();
  });

  it('keeps the seconds of a failed close report when the page lives on', async () => {
    const { post, postOnClose, liveness, hide, show } = setup();
    postOnClose.mockRejectedValueOnce(new Error('Network Error'));
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(3000);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    show();
    await vi.advanceTimersByTimeAsync(5000);
    // The 3 seconds that failed to leave go with the next report.
    expect(post.mock.calls).toEqual([['u1', 8]]);
    liveness.stop();
  });

  it('waits for a slow post instead of sending the same seconds twice', async () => {
    let settle: () => void = () => undefined;
    const post = vi.fn(
      (_u: string, _s: number) => new Promise<number | undefined>((resolve) => (settle = () => resolve(undefined))),
    );
    const { liveness } = setup(post);
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(9000);
    expect(post.mock.calls).toEqual([['u1', 5]]);
    settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(post.mock.calls).toEqual([
      ['u1', 5],
      ['u1', 5],
    ]);
    liveness.stop();
  });

  it("follows the interval the server's answer sets, 5 to 60 s, and the usual 5 s when it sets none", async () => {
    const answers = [30, 1000, undefined];
    const post = vi.fn((_u: string, _s: number) => Promise.resolve(answers.shift()));
    const { liveness } = setup(post);
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(post.mock.calls).toEqual([['u1', 5]]);
    // Asked for 30 s: nothing until then.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(post.mock.calls.at(-1)).toEqual(['u1', 30]);
    // 1000 s is outside what the contract allows: the usual 5 s, not a report every 1000 s.
    await vi.advanceTimersByTimeAsync(5000);
    expect(post.mock.calls.at(-1)).toEqual(['u1', 5]);
    // No interval in the answer: 5 s, as before.
    await vi.advanceTimersByTimeAsync(5000);
    expect(post.mock.calls).toHaveLength(4);
    liveness.stop();
  });

  it('sends the remainder when stopped, and nothing afterwards', async () => {
    const { post, liveness } = setup();
    liveness.start('u1');
    await vi.advanceTimersByTimeAsync(3000);
    liveness.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post.mock.calls).toEqual([['u1', 3]]);
  });
});
