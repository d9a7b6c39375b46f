import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppHistory } from './app-history';
import type { RouteKey } from './routes';

function setup(preloadScreen: (key: RouteKey) => Promise<unknown> = () => Promise.resolve()) {
  const memory = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  // The memory history has the browser history's shape plus an index, which the app does not use.
  const history = createAppHistory({
    preloadScreen,
    history: memory as unknown as Parameters<typeof createAppHistory>[0]['history'],
  });
  return { history };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createAppHistory', () => {
  it('commits a visit only once its screen chunk has loaded', async () => {
    const chunk = deferred();
    const { history } = setup((key) => (key === 'mine' ? chunk.promise : Promise.resolve()));
    history.push('/mine');
    await Promise.resolve();
    expect(history.location.pathname).toBe('/');
    chunk.resolve();
    await vi.waitFor(() => expect(history.location.pathname).toBe('/mine'));
  });

  it('still commits the visit when the chunk fails, so the page can show the error with a retry', async () => {
    const { history } = setup(() => Promise.reject(new Error('chunk gone')));
    history.push('/recharge?episode=3');
    await vi.waitFor(() => expect(history.location.pathname + history.location.search).toBe('/recharge?episode=3'));
  });

  it('lets only the latest of two quick visits commit', async () => {
    const slow = deferred();
    const { history } = setup((key) => (key === 'mine' ? slow.promise : Promise.resolve()));
    history.push('/mine');
    history.push('/login');
    await vi.waitFor(() => expect(history.location.pathname).toBe('/login'));
    slow.resolve();
    await slow.promise;
    await Promise.resolve();
    expect(history.location.pathname).toBe('/login');
  });

  it('tells every listener, the router and the navigation store alike', async () => {
    const { history } = setup();
    const router = vi.fn();
    const store = vi.fn();
    history.listen(router);
    history.listen(store);
    history.replace('/settings');
    await vi.waitFor(() => expect(store).toHaveBeenCalledTimes(1));
    expect(router).toHaveBeenCalledWith(expect.objectContaining({ action: 'REPLACE' }));
    expect(store.mock.calls[0]![0]).toMatchObject({ action: 'REPLACE', location: { pathname: '/settings' } });
  });
});
