import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { setTabSessionKey } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { Toaster } from '@/shared/ui/toast/toaster';
import { createApiClient } from './client';
import { SignedOutError, TransportError } from './errors';
import { backgroundHeaders } from './middleware';
import { setNavigator } from './navigation';
import { jsonResponse, setupClient } from '@tests/support/harness';

// A session with no token (a 401 removed it): what is sent, what waits, what leads to /login, and never a loop.

const navigateTo = vi.fn();
const alive = { h5UserId: 'u-1', survivalTime: 5 };
const idempotent = { header: { 'Idempotency-Key': 'key-1' } };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setNavigator(navigateTo);
  window.history.pushState({}, '', '/');
  storage.remove('ACCESS_TOKEN');
});

afterEach(() => {
  act(() => clearToasts());
  setNavigator(null);
  navigateTo.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('without a token', () => {
  it('sends no background call and never leads to /login for one', async () => {
    const { api, fetch } = setupClient();
    await expect(api.POST('/h5/user_action/add/alive', { body: alive, headers: backgroundHeaders })).rejects.toEqual(
      new SignedOutError(),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
    expect(document.querySelector('.toast-item')).toBeNull();
  });

  it('sends no read that needs the token: it fails quietly, for the screen to show, with no redirect', async () => {
    const { api, fetch } = setupClient();
    await expect(api.GET('/h5/user/balance')).rejects.toBeInstanceOf(SignedOutError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('leads a tap that needs the account to /login, once per tap, without sending it', async () => {
    const { api, fetch } = setupClient();
    const unlock = () =>
      api.POST('/h5/drama_video/unlock', { params: idempotent, body: { dramaId: '10086', episodeNumber: 6 } });
    await expect(unlock()).rejects.toBeInstanceOf(SignedOutError);
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeVisible();
    await vi.advanceTimersByTimeAsync(500);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/login?redirectTo=%2F');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still sends what needs no token (the drama, a guest registration)', async () => {
    const { api, lastCall } = setupClient(() => jsonResponse({ code: 0, data: null }));
    await api.GET('/h5/drama_video/info', { params: { query: { info: 'demo-th' } } });
    expect(lastCall()?.url.href).toContain('/h5/drama_video/info');
    expect(lastCall()?.headers.has('Authorization')).toBe(false);
  });
});

describe('a 401 while signed in', () => {
  it("removes this drama session's token, and background calls then wait instead of asking again", async () => {
    storage.set('USER_INFO_DICT', { 'demo-th': { id: 'u-1', name: 'G', current: 0, token: 'expired' } });
    storage.set('SECRET_KEY', 'demo-th');
    storage.set('ACCESS_TOKEN', 'expired');
    setTabSessionKey('demo-th');
    const { api, fetch } = setupClient(() => jsonResponse({ code: 401, data: null, msg: 'Please log in' }, 401));
    await expect(
      api.POST('/h5/user_action/add/alive', { body: alive, headers: backgroundHeaders }),
    ).rejects.toMatchObject({ code: 401 });
    expect(storage.get('USER_INFO_DICT')?.['demo-th']).toEqual({ id: 'u-1', name: 'G', current: 0 });
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(navigateTo).toHaveBeenCalledOnce();

    // Back from /login with Cancel: five more seconds of liveness send nothing, and lead nowhere.
    navigateTo.mockReset();
    await Promise.allSettled([api.POST('/h5/user_action/add/alive', { body: alive, headers: backgroundHeaders })]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('failures in the visitor language', () => {
  function renderToasterIn(locale: 'th_TH' | 'ar_AE') {
    render(
      <I18nProvider locale={locale}>
        <Toaster />
      </I18nProvider>,
    );
  }

  it('shows a network failure in Thai', async () => {
    storage.set('ACCESS_TOKEN', 't');
    renderToasterIn('th_TH');
    const api = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.GET('/h5/user/balance')).rejects.toEqual(TransportError.network());
    expect(await screen.findByText('เครือข่ายขัดข้อง โปรดตรวจสอบการเชื่อมต่อ')).toBeVisible();
    expect(screen.queryByText('Network Error')).toBeNull();
  });

  it("shows a gateway's page in Arabic, not its HTML", async () => {
    storage.set('ACCESS_TOKEN', 't');
    renderToasterIn('ar_AE');
    const api = createApiClient({ fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }) });
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ status: 502, enveloped: false });
    expect(await screen.findByText('تعذّر على الخادم الرد (HTTP 502). يرجى المحاولة مرة أخرى.')).toBeVisible();
  });
});
