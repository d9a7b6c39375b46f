import { describe, expect, it, vi } from 'vitest';
import type { BrowserKind } from '@/shared/utils/in-app-browser';
import type { HandOverCode } from './api';
import { createHandOver, type HandOverDeps } from './open-in-browser';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const landing = 'https://th.example/?info=demo-th';
const tiktokIos: BrowserKind = { inApp: 'tiktok', os: 'ios' };
const facebookAndroid: BrowserKind = { inApp: 'facebook', os: 'android' };

const code = (handOverCode: string, minutesLeft = 10): HandOverCode => ({
  handOverCode,
  expiresAt: new Date(NOW + minutesLeft * 60_000).toISOString(),
});

function setUp(browser: BrowserKind, overrides: Partial<HandOverDeps> = {}) {
  const codes = ['code-one-0123456789', 'code-two-0123456789', 'code-three-012345678'];
  const create = vi.fn(() => Promise.resolve(code(codes.shift() ?? 'code-more-0123456789')));
  const copy = vi.fn((_text: string) => Promise.resolve(true));
  const open = vi.fn();
  const handOver = createHandOver({
    browser,
    create,
    copy,
    open,
    landing: () => landing,
    now: () => NOW,
    ...overrides,
  });
  return { handOver, create, copy, open };
}

describe('createHandOver', () => {
  it('on iOS copies the link with the code and says to paste it in Safari', async () => {
    const { handOver, copy, open } = setUp(tiktokIos);
    await expect(handOver.run()).resolves.toBe('copiedIos');
    expect(copy).toHaveBeenCalledWith(`${landing}&handOver=code-one-0123456789`);
    expect(open).not.toHaveBeenCalled();
  });

  it('on Android opens Chrome by intent (and copies the link, should the intent go nowhere)', async () => {
    const { handOver, copy, open } = setUp(facebookAndroid);
    await expect(handOver.run()).resolves.toBe('openingChrome');
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^intent:\/\/th\.example\/\?info=demo-th&handOver=code-one/),
    );
    expect(open.mock.calls[0]?.[0]).toContain('package=com.android.chrome');
    expect(copy).toHaveBeenCalledOnce();
  });

  it('uses a code asked for ahead within the tap itself: the intent opens before anything is awaited', async () => {
    const { handOver, create, open } = setUp(facebookAndroid);
    handOver.prepare();
    await Promise.resolve();
    await Promise.resolve();
    const running = handOver.run();
    expect(open).toHaveBeenCalledOnce(); // synchronously, inside the tap's user activation
    await running;
    expect(create).toHaveBeenCalledOnce();
  });

  it('never gives the same code twice: the next tap asks for a new one', async () => {
    const { handOver, create, copy } = setUp(tiktokIos);
    await handOver.run();
    await handOver.run();
    expect(create).toHaveBeenCalledTimes(2);
    expect(copy.mock.calls.map(([link]) => new URL(link).searchParams.get('handOver'))).toEqual([
      'code-one-0123456789',
      'code-two-0123456789',
    ]);
  });

  it('asks for a fresh code when the one asked for ahead has under a minute left', async () => {
    const create = vi
      .fn()
      .mockResolvedValueOnce(code('nearly-expired-01234', 0.5))
      .mockResolvedValueOnce(code('fresh-code-0123456789'));
    const { handOver, copy } = setUp(tiktokIos, { create });
    handOver.prepare();
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    await Promise.resolve();
    await handOver.run();
    expect(copy).toHaveBeenCalledWith(`${landing}&handOver=fresh-code-0123456789`);
  });

  it('says it could not prepare the link when no code comes, or the copy is refused', async () => {
    const refused = setUp(tiktokIos, { create: () => Promise.reject(new Error('offline')) });
    await expect(refused.handOver.run()).resolves.toBe('notReady');
    const noClipboard = setUp(tiktokIos, { copy: () => Promise.resolve(false) });
    await expect(noClipboard.handOver.run()).resolves.toBe('notReady');
  });

  it('asks ahead quietly, as a background call (no trip to /login for an offer on screen)', () => {
    const { handOver, create } = setUp(tiktokIos);
    handOver.prepare();
    handOver.prepare(); // once, however often the offer shows
    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]).toEqual([expect.objectContaining({ 'X-Background': '1' })]);
  });
});
