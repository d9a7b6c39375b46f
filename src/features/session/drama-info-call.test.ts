import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '@tests/support/harness';
import { makeDrama } from '@tests/support/fixtures';
import { fileLegacySession, keyToken, setTabSessionKey } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { dramaInfoOptions } from './api';
import { dramaInfoCall } from './drama-info-call';

const drama = makeDrama();

afterEach(() => {
  vi.unstubAllGlobals();
  window.__earlyDramaInfo = undefined;
  setTabSessionKey(null);
  localStorage.clear();
});

/** Runs the session's drama query for `info`, as start-up does once `info` is this tab's session. */
async function askForDrama(info: string): Promise<unknown> {
  setTabSessionKey(info);
  return dramaInfoOptions(info).queryFn!({ signal: new AbortController().signal } as never);
}

describe('dramaInfoCall', () => {
  it('is the call the client sends: its address and headers', async () => {
    storage.set('USER_INFO_DICT', { 'key 1': { id: 'u1', name: 'U', current: 0, token: 't-1' } });
    const api = stubApi({ 'GET /h5/drama_video/info': () => envelope(drama) });
    await askForDrama('key 1');
    const [sent] = api.calls();
    const built = dramaInfoCall('key 1', keyToken('key 1'));
    expect(sent?.url.href).toBe(built.url);
    expect(Object.fromEntries(sent!.headers)).toEqual(
      Object.fromEntries(Object.entries(built.headers).map(([name, value]) => [name.toLowerCase(), value])),
    );
    expect(built.headers.Authorization).toBe('Bearer t-1');
  });

  it('lets the client take over the early answer, built before start-up filed a legacy token', async () => {
    // A build before per-key tokens: the token only in ACCESS_TOKEN, which start-up files under the key's user.
    storage.set('USER_INFO_DICT', { k: { id: 'u1', name: 'U', current: 0 } });
    storage.set('SECRET_KEY', 'k');
    storage.set('ACCESS_TOKEN', 'legacy');
    const early = dramaInfoCall('k', keyToken('k'));
    window.__earlyDramaInfo = { ...early, response: Promise.resolve(envelope(drama)) };
    const api = stubApi({ 'GET /h5/drama_video/info': () => envelope(null) });
    fileLegacySession();
    await expect(askForDrama('k')).resolves.toMatchObject({ dramaId: drama.dramaId });
    expect(early.headers.Authorization).toBe('Bearer legacy');
    expect(api.calls()).toHaveLength(0);
  });

  it('leaves the early answer when the token has changed since', async () => {
    storage.set('USER_INFO_DICT', { k: { id: 'u1', name: 'U', current: 0, token: 'before' } });
    window.__earlyDramaInfo = { ...dramaInfoCall('k', keyToken('k')), response: Promise.resolve(envelope(null)) };
    storage.set('USER_INFO_DICT', { k: { id: 'u1', name: 'U', current: 0, token: 'after' } });
    const api = stubApi({ 'GET /h5/drama_video/info': () => envelope(drama) });
    await expect(askForDrama('k')).resolves.toMatchObject({ dramaId: drama.dramaId });
    expect(api.calls()).toHaveLength(1);
  });
});
