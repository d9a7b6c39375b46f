import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { TransportError } from './errors';
import { hangUntilAborted, jsonResponse, setupClient, type Call } from '@tests/support/harness';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('transport failures', () => {
  it('a network failure rejects with "Network Error" and toasts it', async () => {
    const { api } = setupClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.GET('/h5/user/balance').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error' });
    expect(await screen.findByText('Network Error')).toBeVisible();
  });

  it('gives up after the configured 60 s: "timeout of 60000 ms exceeded"', async () => {
    vi.useFakeTimers();
    const { api, lastCall } = setupClient(hangUntilAborted);
    const call = api.GET('/h5/user/balance').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(lastCall()?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await call).toMatchObject({ kind: 'timeout', message: 'timeout of 60000 ms exceeded' });
    expect(screen.getByText('timeout of 60000 ms exceeded')).toBeVisible();
  });

  it('names a custom timeout in its message', async () => {
    const { api } = setupClient(hangUntilAborted, { timeoutMs: 5 });
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({
      kind: 'timeout',
      message: 'timeout of 5 ms exceeded',
    });
  });

  it('a body that stalls past the timeout is a timeout too', async () => {
    const stalled = (_call: Call, request: Request) =>
      new Response(
        new ReadableStream({
          start(controller) {
            request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
          },
        }),
        { status: 200 },
      );
    const { api } = setupClient(stalled, { timeoutMs: 5 });
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a caller abort rejects with "Request aborted" and shows nothing', async () => {
    const { api, fetch } = setupClient(hangUntilAborted);
    const controller = new AbortController();
    const call = api.GET('/h5/user/balance', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled()); // In flight, then the caller leaves.
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('an abort the caller did not ask for is shown', async () => {
    const { api } = setupClient(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ kind: 'aborted' });
    expect(await screen.findByText('Request aborted')).toBeVisible();
  });

  it('a completed call leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { api } = setupClient(() => jsonResponse({ code: 0, data: { balance: 1 } }));
    await api.GET('/h5/user/balance');
    expect(vi.getTimerCount()).toBe(0);
  });
});
