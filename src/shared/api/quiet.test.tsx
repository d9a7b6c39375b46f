import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { ApiError, TransportError } from './errors';
import { QUIET_HEADER, quietHeaders } from './middleware';
import { jsonResponse, setupClient } from '@tests/support/harness';

afterEach(() => act(() => clearToasts()));

describe('a background call marked quiet', () => {
  it('rejects with the ApiError but shows no toast, and the marker never leaves the app', async () => {
    const { api, lastCall } = setupClient(() => jsonResponse({ code: 1001, data: null, msg: 'Bad' }, 400));
    await expect(api.GET('/h5/user/info', { headers: quietHeaders })).rejects.toBeInstanceOf(ApiError);
    expect(lastCall()?.headers.has(QUIET_HEADER)).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('rejects a network failure with TransportError and no toast', async () => {
    const { api } = setupClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.GET('/h5/user/info', { headers: quietHeaders })).rejects.toBeInstanceOf(TransportError);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves ordinary calls toasting', async () => {
    const { api } = setupClient(() => jsonResponse({ code: 1001, data: null, msg: 'Bad' }, 400));
    await expect(api.GET('/h5/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText('Bad')).toBeVisible();
  });
});
