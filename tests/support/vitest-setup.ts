import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a 2-core machine running every test file at once, a
// dictionary chunk plus a first render can take longer (seen: settings-screen.test.tsx). What is awaited
// still has to appear; only the patience changes.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts from an empty browser session: the app keeps its session in localStorage
// and the ttclid cookie, and a value left behind would leak into the next test.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
