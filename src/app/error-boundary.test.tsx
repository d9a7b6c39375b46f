import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { AppErrorBoundary } from './error-boundary';
import { lazyScreen } from './routes/lazy-screen';
import { pageReload, STALE_RELOAD_KEY } from './routes/stale-chunk';

afterEach(() => vi.restoreAllMocks());

// Screens suspend on promises; inside an async act() React retries them as they settle
// (outside one, the test environment would leave the retry queued).
async function renderInApp(children: ReactNode) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
  await act(async () => {
    render(
      <I18nProvider locale="en_US">
        <AppErrorBoundary>
          <Suspense fallback={<p>loading screen</p>}>{children}</Suspense>
        </AppErrorBoundary>
      </I18nProvider>,
    );
  });
}

const clickRetry = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });

describe('AppErrorBoundary', () => {
  it("shows 'Something went wrong' and renders the screen again on retry", async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>screen content</p>;
    }
    await renderInApp(<Flaky />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    expect(reload).not.toHaveBeenCalled(); // a bug in the screen is not a stale chunk

    broken = false;
    await clickRetry();
    expect(screen.getByText('screen content')).toBeInTheDocument();
  });
});

describe('lazyScreen', () => {
  const chunkGone = () =>
    new TypeError('Failed to fetch dynamically imported module: https://h/assets/mine-Ab12Cd34.js');
  const failingOnce = () =>
    vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(chunkGone())
      .mockResolvedValue({ default: () => <p>mine screen</p> });
  const watchReloads = () => vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);

  it('reloads the page once to the new version when a chunk is gone after a deployment, without an error', async () => {
    const reload = watchReloads();
    const Stale = lazyScreen(failingOnce()).Component;
    await renderInApp(<Stale />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).not.toBeNull();
  });

  it('after that reload, a chunk that still fails shows the error, and retry loads it', async () => {
    const reload = watchReloads();
    const Stale = lazyScreen(failingOnce()).Component;
    await renderInApp(<Stale />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanup(); // the reloaded page: a fresh app, the same session storage, the same build

    const load = failingOnce();
    const { Component } = lazyScreen(load);
    await renderInApp(<Component />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1); // no loop
    // A failed chunk is not fetched again behind the visitor's back (no render loop).
    expect(load).toHaveBeenCalledTimes(1);

    await clickRetry();
    expect(await screen.findByText('mine screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, a failed chunk shows the error with a retry instead of reloading', async () => {
    const reload = watchReloads();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = failingOnce();
    const { Component } = lazyScreen(load);
    await renderInApp(<Component />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await clickRetry();
    expect(await screen.findByText('mine screen')).toBeInTheDocument();
  });

  it('renders a preloaded screen without suspending', async () => {
    const { Component, preload } = lazyScreen(() => Promise.resolve({ default: () => <p>policy screen</p> }));
    await preload();
    await renderInApp(<Component />);
    // findBy: the dictionary loads first; the screen itself must not pass through the fallback.
    expect(await screen.findByText('policy screen')).toBeInTheDocument();
    expect(screen.queryByText('loading screen')).toBeNull();
  });
});
