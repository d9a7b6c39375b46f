import { describe, expect, it } from 'vitest';
import { pureReactRouterWrappers } from './pure-react-router';
import { buildEntry } from './test-build';

// What the app takes from react-router (src/app/router.tsx, navigation/, keep-alive/, route links).
const appImports = `
import { NavigationType, UNSAFE_LocationContext, UNSAFE_createBrowserHistory, unstable_HistoryRouter,
  useHref, useLinkClickHandler, useLocation, useNavigate } from 'react-router';
window.used = [NavigationType, UNSAFE_LocationContext, UNSAFE_createBrowserHistory, unstable_HistoryRouter,
  useHref, useLinkClickHandler, useLocation, useNavigate];
`;

describe('pure-react-router-wrappers, on the installed react-router', () => {
  it('finds every kind of place it rewrites, and what the app does not use leaves the bundle', async () => {
    const plugin = pureReactRouterWrappers();
    const [marked, plain] = await Promise.all([buildEntry(appImports, [plugin]), buildEntry(appImports, [])]);

    expect(plugin.api.rewrites.pure).toBeGreaterThan(0);
    expect(plugin.api.rewrites.displayName).toBeGreaterThan(0);
    expect(plugin.api.rewrites.contextType).toBe(1);
    // The DevTools names are gone, and with them (pure wrappers, no assignment keeping them) the unused
    // components: several KiB of gzip before the first frame.
    expect(plain.code).toMatch(/\.displayName=`NavLink`/);
    expect(marked.code).not.toMatch(/\.displayName=`/);
    expect(plain.gzip - marked.gzip).toBeGreaterThan(3 * 1024);
  });
});
