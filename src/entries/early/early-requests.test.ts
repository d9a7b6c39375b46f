import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDrama } from '@tests/support/fixtures';
import { dramaInfoCall } from '@/features/session/drama-info-call';
import { startEarlyRequests } from './early-requests';

const drama = makeDrama({ dramaUrl: [{ episodeNumber: 1, videoUrl: 'https://cdn.example/ep1.mp4', locked: false }] });

const fetchSpy = vi.fn((..._request: Parameters<typeof fetch>) => new Promise<Response>(() => {}));

beforeEach(() => {
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
