import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDrama } from '@tests/support/fixtures';
import { dramaInfoCall } from '@/features/session/drama-info-call';
import type * as EarlyRequests from './early-requests';

// A page's state (one prelude, one element made ahead) lives in the modules: a fresh copy per test, as per page.
let startEarlyRequests: typeof EarlyRequests.startEarlyRequests;

const drama = makeDrama({ dramaUrl: [{ episodeNumber: 1, videoUrl: 'https://cdn.example/ep1.mp4', locked: false }] });

const fetchSpy = vi.fn((..._request: Parameters<typeof fetch>) => new Promise<Response>(() => {}));

beforeEach(async () => {
  vi.resetModules();
  ({ startEarlyRequests } = await import('./early-requests'));
  vi.useFakeTimers();
  vi.stubEnv('DEV', false); // The early script asks only in a build; in development the client asks itself.
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/?info=key-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockClear();
  delete window.__prelude;
  delete window.__earlyDramaInfo;
  document.querySelectorAll('video').forEach((video) => video.remove());
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('startEarlyRequests', () => {
  it('on a first visit asks for the drama at once', () => {
    startEarlyRequests({});
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(fetchSpy.mock.calls[0]?.[0]).toMatch(/\/h5\/drama_video\/info\?info=key-1$/);
    expect(window.__earlyDramaInfo?.url).toMatch(/info=key-1$/);
    expect(document.querySelector('video')).toBeNull();
  });

  it('sends the call the app’s client will make for the key: its guest’s token', () => {
    localStorage.setItem(
      'USER_INFO_DICT',
      JSON.stringify({ 'key-1': { id: 'u1', name: 'U', current: 0, token: 't-1' } }),
    );
    startEarlyRequests({});
    expect(window.__earlyDramaInfo).toMatchObject(dramaInfoCall('key-1', 't-1'));
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toEqual(dramaInfoCall('key-1', 't-1').headers);
  });

  it('on a first visit makes the episode’s video while the call is out, and plays the answer’s episode on it', async () => {
    const answer = new Response(JSON.stringify({ code: 0, data: drama }), { status: 200 });
    fetchSpy.mockResolvedValueOnce(answer);
    startEarlyRequests({});
    vi.runOnlyPendingTimers();
    const made = document.querySelector('video');
    expect(made?.hidden).toBe(true);
    expect(made?.hasAttribute('src')).toBe(false);
    await window.__prelude?.deciding;
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(document.querySelector('video')).toBe(made);
    expect(made?.hidden).toBe(false);
    expect(made?.src).toBe('https://cdn.example/ep1.mp4');
  });

  it.each([
    ['a failed call', () => Promise.reject(new TypeError('offline'))],
    ['a drama with nothing to play', () => Promise.resolve(new Response(JSON.stringify({ code: 0, data: null })))],
  ])('on a first visit leaves no video behind after %s', async (_case, answer) => {
    fetchSpy.mockImplementationOnce(answer);
    startEarlyRequests({});
    vi.runOnlyPendingTimers();
    expect(document.querySelectorAll('video')).toHaveLength(1);
    await window.__prelude?.deciding;
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });

  it('on a first visit makes no video once the answer has come, nor on another screen', async () => {
    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ code: 0, data: null })));
    startEarlyRequests({});
    await window.__prelude?.deciding; // Before the task that would have made it.
    vi.runOnlyPendingTimers();
    expect(document.querySelectorAll('video')).toHaveLength(0);

    window.history.replaceState(null, '', '/profile?info=key-1');
    startEarlyRequests({});
    vi.runOnlyPendingTimers();
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });

  it('on a return visit starts the stored episode first, and asks for the drama in the next task', () => {
    localStorage.setItem('SECRET_KEY', 'key-1');
    localStorage.setItem('DRAMA_INFO', JSON.stringify(drama));
    startEarlyRequests({});
    // The video's load begins once the script's task ends: nothing else is done in it.
    expect(document.querySelector('video')?.src).toBe('https://cdn.example/ep1.mp4');
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(window.__earlyDramaInfo?.url).toMatch(/info=key-1$/);
  });

  it('on a return visit asks for the stored language’s dictionary beside the call, not a round trip after it', () => {
    localStorage.setItem('SECRET_KEY', 'key-1');
    localStorage.setItem('DRAMA_INFO', JSON.stringify(drama)); // Thai
    const preloads = () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    startEarlyRequests({ 'th-TH': '/assets/th-TH-x.js', 'en-US': '/assets/en-US-x.js' });
    expect(preloads()).toEqual([]); // Not in the task that starts the video.
    vi.runOnlyPendingTimers();
    expect(fetchSpy).toHaveBeenCalledOnce(); // Its answer never comes here: the preload came before it.
    expect(preloads()).toEqual(['/assets/th-TH-x.js']);
    document.querySelectorAll('link').forEach((link) => link.remove());
  });
});
