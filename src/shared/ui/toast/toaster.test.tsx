import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast } from './toast-store';
import { Toaster } from './toaster';

declare global {
  interface Window {
    __toastPwned?: boolean;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  delete window.__toastPwned;
});

function region() {
  return screen.getByRole('status');
}

describe('Toaster', () => {
  it('announces a toast politely, keeps it for its duration, fades it, then removes it', () => {
    render(<Toaster />);
    act(() => showToast('Please stay tuned'));

    expect(region()).toHaveAttribute('aria-live', 'polite');
    const toast = screen.getByText('Please stay tuned');
    expect(toast).not.toHaveClass('toast-leaving');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Please stay tuned')).not.toHaveClass('toast-leaving');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Please stay tuned')).toHaveClass('toast-leaving');

    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Please stay tuned')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Please stay tuned')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => showToast('Saved', 5000));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).not.toHaveClass('toast-leaving');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Saved')).toHaveClass('toast-leaving');
  });

  it('shows the same text once, and restarts its time', () => {
    render(<Toaster />);
    act(() => showToast('Network Error'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => showToast('Network Error'));
    expect(screen.getAllByText('Network Error')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Network Error')).not.toHaveClass('toast-leaving');
  });

  it('keeps bold markup', () => {
    render(<Toaster />);
    act(() => showToast('Balance <b>0</b> coins'));
    expect(region().querySelector('b')).toHaveTextContent('0');
    expect(region()).toHaveTextContent('Balance 0 coins');
  });

  it('never runs markup: no img, no handler, and a simulated browser finds nothing to run', () => {
    render(<Toaster />);
    act(() =>
      showToast(
        'Oops <img src=x onerror="window.__toastPwned = true"><span onclick="window.__toastPwned = true" style="color:red">hi</span><script>window.__toastPwned = true</script>',
      ),
    );

    expect(region().querySelector('img, script')).toBeNull();
    const elements = Array.from(region().querySelectorAll('*'));
    const handlers = elements.flatMap((el) => Array.from(el.attributes).filter((a) => a.name.startsWith('on')));
    // jsdom here does not run inline handlers; do what a browser would with any that survived.
    for (const handler of handlers) new Function(handler.value)();
    expect(handlers).toEqual([]);
    expect(window.__toastPwned).toBeUndefined();
    expect(region().querySelector('span')).not.toHaveAttribute('style');
    expect(region()).toHaveTextContent('Oops hi');
  });

  it('ignores a message that is empty once sanitised', () => {
    render(<Toaster />);
    act(() => showToast('<img src=x>'));
    expect(region()).toBeEmptyDOMElement();
  });
});
