import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { AppErrorBoundary } from './error-boundary';
import { lazyScreen } from './routes/lazy-screen';

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
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>screen content</p>;
    }
    await renderInApp(<Flaky />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    broken = false;
    await clickRetry();
    expect(screen.getByText('screen content')).toBeInTheDocument();
  });
});

describe('lazyScreen', () => {
  it('loads a screen whose chunk failed once the visitor retries', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>mine screen</p> });
    const { Component } = lazyScreen(load);
    await renderInApp(<Component />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // A failed chunk is not fetched again behind the visitor's back (no render loop).
    expect(load).toHaveBeenCalledTimes(1);

    await clickRetry();
    expect(await screen.findByText('mine screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
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
