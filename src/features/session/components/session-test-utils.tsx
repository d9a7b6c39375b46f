// Renders the session the way the shell does (inside a router and a QueryClientProvider), with a probe
// that shows its state, and runs the app's clocks on fake timers (the network stub is the harness's).
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import type { SessionState } from '../session-state';
import { useRouteChangeReporting, useSession } from '../use-session';
import { SessionProvider } from './session-provider';

export const session: { current: SessionState | null } = { current: null };

function Probe() {
  const state = useSession();
  useLayoutEffect(() => {
    session.current = state;
  }, [state]);
  const { pathname, search } = useLocation();
  useRouteChangeReporting(pathname);
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="status">{state.status}</p>
      <p data-testid="location">{pathname + search}</p>
      {['/', '/mine', '/recharge'].map((to) => (
        <button key={to} type="button" onClick={() => void navigate(to)}>
          go {to}
        </button>
      ))}
    </div>
  );
}

/** Opens the app at `path` (the browser's address and the router's). */
export function renderSession(path: string, options: { strict?: boolean } = {}) {
  window.history.replaceState(null, '', path);
  session.current = null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const tree: ReactNode = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, queryClient };
}

/**
 * Fake timers for the app's own clocks (retries, liveness, action times). What the tests do not time
 * stays off the fake clock: setImmediate (Response bodies are read on it) and React Query's notifications
 * (a zero timeout by default, which a fake clock inside a tick would push 1 ms later).
 */
export function useFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  notifyManager.setScheduler(queueMicrotask);
}

export function useRealTimers() {
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets fake time pass, then lets whatever is already due settle: a start-up is a chain of calls, each
 * read over a few turns of the event loop, with React Query notifying on a zero timeout in between.
 */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 10; turn += 1) {
      await nextTurn();
      await vi.advanceTimersByTimeAsync(0);
    }
  });
}
