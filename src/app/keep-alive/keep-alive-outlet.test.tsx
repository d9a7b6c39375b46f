import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppHistory } from '../navigation/app-history';
import { createNavigationStore } from '../navigation/navigation-store';
import { routeList, type RouteKey } from '../navigation/routes';
import { NavigationStoreContext, useBack } from '../navigation/use-back';
import { KeepAliveOutlet, type ScreenComponents } from './keep-alive-outlet';

/** A screen with a little state of its own, its query and a back button. */
function testScreen(key: RouteKey): ComponentType {
  return function TestScreen() {
    const [count, setCount] = useState(0);
    const { search } = useLocation();
    const back = useBack();
    return (
      <section aria-label={key}>
        <h1>{key}</h1>
        <button onClick={() => setCount(count + 1)}>{`${key} count ${count}`}</button>
        <button onClick={back}>Back</button>
        <p>{`query:${search}`}</p>
        {key === 'home' && <video data-testid="video" />}
      </section>
    );
  };
}
const screens = Object.fromEntries(routeList.map(({ key }) => [key, testScreen(key)])) as ScreenComponents;

const disposers: (() => void)[] = [];
// jsdom has no media playback; the spy also tells which videos were paused.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  disposers.splice(0).forEach((dispose) => dispose());
  vi.restoreAllMocks();
});

function renderApp(path: string, { reducedMotion = true } = {}) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: <KeepAliveOutlet screenComponents={screens} /> }]);
  // The data router as the history the store follows (the app's own history: app-history.ts), which tells
  // of visits only: not of the router's loading states, which keep the location.
  const followed = {
    get location() {
      return router.state.location;
    },
    listen(listener: Parameters<AppHistory['listen']>[0]) {
      let seen = router.state.location;
      return router.subscribe(({ historyAction: action, location }) => {
        if (location.key === seen.key) return;
        seen = location;
        listener({ action, location, delta: null });
      });
    },
  };
  const store = createNavigationStore(followed, { prefersReducedMotion: () => reducedMotion });
  disposers.push(
    () => router.dispose(),
    () => store.dispose(),
  );
  render(
    <NavigationStoreContext.Provider value={store}>
      <RouterProvider router={router} />
    </NavigationStoreContext.Provider>,
  );
  const go = (to: string) => act(() => router.navigate(to));
  return { router, go };
}

// A hidden element has no accessible name, so kept-but-hidden pages are found by their label attribute.
const findPage = (key: RouteKey) => document.querySelector<HTMLElement>(`section[aria-label="${key}"]`);
const page = (key: RouteKey) => {
  const element = findPage(key);
  if (!element) throw new Error(`No ${key} page is alive`);
  return element;
};
const clickBack = (key: RouteKey) =>
  userEvent.click(screen.getByRole('region', { name: key }).querySelector('button:nth-of-type(2)')!);

// jsdom has no AnimationEvent, so React listens for the prefixed name there.
const endAnimation = (element: Element) => fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }));

describe('KeepAliveOutlet', () => {
  it('keeps an earlier page as it was after going forward and coming back', async () => {
    const { go } = renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'home count 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'home count 1' }));

    await go('/mine');
    expect(page('mine')).toBeVisible();
    expect(page('home')).not.toBeVisible();

    await clickBack('mine');
    expect(await screen.findByRole('button', { name: 'home count 2' })).toBeVisible();
    expect(page('mine')).not.toBeVisible();
  });

  it('drops the pages left behind when going forward, keeping the earlier ones', async () => {
    const { go } = renderApp('/');
    await go('/mine');
    await go('/recharge');
    await clickBack('recharge');
    await screen.findByRole('region', { name: 'mine' });

    await go('/settings');
    expect(page('settings')).toBeVisible();
    expect(findPage('recharge')).toBeNull();
    expect(page('home')).toBeInTheDocument();
    expect(page('mine')).toBeInTheDocument();
  });

  it('pauses a video on a page that is hidden', async () => {
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    const { go } = renderApp('/');
    expect(pause).not.toHaveBeenCalled();
    await go('/mine');
    expect(pause).toHaveBeenCalled();
    expect(pause.mock.contexts).toContain(screen.getByTestId('video'));
  });

  it('lets a hidden page keep the address it was shown with', async () => {
    const { go } = renderApp('/login?redirectTo=%2Fmine');
    await go('/agreement?x=1');
    expect(page('agreement')).toHaveTextContent('query:?x=1');
    expect(page('login')).toHaveTextContent('query:?redirectTo=%2Fmine');
  });

  it('slides a later page in over the earlier one until its animation ends', async () => {
    const { go } = renderApp('/', { reducedMotion: false });
    await go('/mine');
    const mine = page('mine').parentElement!;
    expect(mine).toHaveClass('page--enter-go');
    expect(page('home')).toBeVisible();

    endAnimation(mine);
    expect(mine).not.toHaveClass('page--enter-go');
    expect(page('home')).not.toBeVisible();

    await go('/');
    expect(mine).toHaveClass('page--exit-back');
    expect(page('home').parentElement).toHaveClass('page--reveal-back');
  });

  it('does not animate between / and /home, nor under reduced motion', async () => {
    const animated = renderApp('/', { reducedMotion: false });
    await animated.go('/home');
    expect(document.querySelector('[class*="page--enter"], [class*="page--exit"]')).toBeNull();

    disposers.splice(0).forEach((dispose) => dispose());
    document.body.innerHTML = '';
    const still = renderApp('/', { reducedMotion: true });
    await still.go('/mine');
    expect(page('mine').parentElement!.className).toBe('page page--current');
    expect(page('home')).not.toBeVisible();
  });
});

describe('useBack', () => {
  it('replaces with / when the visitor landed on the page (no history)', async () => {
    renderApp('/mine');
    await clickBack('mine');
    expect(await screen.findByRole('region', { name: 'home' })).toBeVisible();
    expect(window.location.pathname).toBe('/');
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });

  it('goes back one entry', async () => {
    const { go } = renderApp('/');
    await go('/mine');
    await go('/settings');
    await clickBack('settings');
    expect(await screen.findByRole('region', { name: 'mine' })).toBeVisible();
  });

  it('goes two entries back when the previous entry is the same path', async () => {
    const { go } = renderApp('/');
    await go('/mine');
    await go('/mine?tab=2');
    await clickBack('mine');
    expect(await screen.findByRole('region', { name: 'home' })).toBeVisible();
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });
});
