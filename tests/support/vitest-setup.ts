import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { setTabSessionKey } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { setTrackingContext } from '@/shared/tracking/track';

// Every test starts as a signed-in visitor: the client sends no call that needs the bearer token without one
// (shared/api/middleware.ts). A test about a visitor without a token removes it.
beforeEach(() => {
  storage.set('ACCESS_TOKEN', 'test-token');
});

// Every test starts from an empty browser session: the app keeps its session in localStorage
// and the ttclid cookie, and a value left behind would leak into the next test; so does the
// module state of the tab's session and of tracking.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setTabSessionKey(null);
  setTrackingContext(null);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// The `unit` project runs many files in one jsdom (vitest.config.ts): what a file changed in the browser
// and in vitest goes back as it was before the next file, and the next file loads the app's modules anew
// (their state: toasts, the tab's session, unlocked episodes...). The page as the first file found it:
const pristine = {
  html: [...document.documentElement.attributes].map(({ name, value }) => [name, value] as const),
  head: document.head.innerHTML,
  url: window.location.href,
};

afterAll(() => {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  for (const [name, value] of pristine.html) html.setAttribute(name, value);
  document.head.innerHTML = pristine.head;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', pristine.url);
});
