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
  vi.unstubAllGlobals();
  delete window.__toastPwned;
});

function region() {
  return screen.getByRole('status');
}

describe('Toaster', () => {
  it('inside a modal sheet, shows the same toasts in a popover region of its own', () => {
    render(
      <>
        <Toaster />
        <dialog open>
          <Toaster inModal />
        </dialog>
      </>,
    );
    act(() => showToast('Network Error'));
    // jsdom has neither popovers nor :has(), so both count as shown here; the e2e suite checks which one is seen.
    const [page, sheet] = screen.getAllByRole('status', { hidden: true });
    expect(page).not.toHaveAttribute('popover');
    expect(sheet).toHaveAttribute('popover', 'manual');
    expect(page).toHaveTextContent('Network Error');
    expect(sheet).toHaveTextContent('Network Error');
  });

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

  it('shows plain text at once, as text: a string without markup never waits for the sanitiser', () => {
    render(<Toaster />);
    act(() => showToast('5 > 3 coins'));
    expect(region()).toHaveTextContent('5 > 3 coins');
    expect(region().querySelector('.toast-item')?.children).toHaveLength(0);
  });
});

describe('Toaster with markup', () => {
  // Each test starts before the sanitiser has loaded, as the first markup toast of a visit does.
  async function freshToaster() {
    vi.resetModules();
    const store = await import('./toast-store');
    const { Toaster: FreshToaster } = await import('./toaster');
    render(<FreshToaster />);
    afterEachClear = store.clearToasts;
    return store;
  }
  let afterEachClear: (() => void) | undefined;
  afterEach(() => {
    act(() => afterEachClear?.());
    afterEachClear = undefined;
  });

  const settle = () => act(() => vi.dynamicImportSettled());

  it('keeps bold markup, and shows nothing of it until it is sanitised', async () => {
    const store = await freshToaster();
    act(() => store.showToast('Balance <b>0</b> coins'));
    expect(region()).toBeEmptyDOMElement();

    await settle();
    expect(region().querySelector('b')).toHaveTextContent('0');
    expect(region()).toHaveTextContent('Balance 0 coins');
  });

  it('never runs markup: no img, no handler, and a simulated browser finds nothing to run', async () => {
    const store = await freshToaster();
    act(() =>
      store.showToast(
        'Oops <img src=x onerror="window.__toastPwned = true"><span onclick="window.__toastPwned = true" style="color:red">hi</span><script>window.__toastPwned = true</script>',
      ),
    );
    await settle();

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

  it('ignores a message that is empty once sanitised', async () => {
    const store = await freshToaster();
    act(() => store.showToast('<img src=x>'));
    await settle();
    expect(region()).toBeEmptyDOMElement();
  });

  it('decodes entities through the sanitiser and shows the same text once', async () => {
    const store = await freshToaster();
    act(() => store.showToast('Tom &amp; Jerry'));
    act(() => store.showToast('Tom &amp; Jerry'));
    await settle();
    expect(screen.getAllByText('Tom & Jerry')).toHaveLength(1);
  });

  it('drops a toast still waiting for the sanitiser when the toasts are cleared', async () => {
    const store = await freshToaster();
    act(() => store.showToast('<b>Old news</b>'));
    act(() => store.clearToasts());
    await settle();
    expect(region()).toBeEmptyDOMElement();
  });

  it('fetches nothing ahead: the sanitiser loads with the first markup toast, and the next one shows at once', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    const store = await freshToaster();
    act(() => vi.runOnlyPendingTimers()); // Long after load, and idle:
    expect(idleCallbacks).toEqual([]); // no visitor pays for a sanitiser they may never need.

    act(() => store.showToast('<b>First</b>'));
    expect(region()).toBeEmptyDOMElement();
    await settle();
    expect(region().querySelector('b')).toHaveTextContent('First');
    act(() => store.showToast('<i>Second</i>'));
    expect(region().querySelector('i')).toHaveTextContent('Second');
  });
});
