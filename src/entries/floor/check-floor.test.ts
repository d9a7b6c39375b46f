import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkFloor, meetsFloor } from './check-floor';

type Missing = 'at' | 'dialog' | 'has' | 'container' | 'none';

/** A window with what a floor browser has, less what `without` names. */
function browserWindow(without: Missing = 'none'): Window {
  const arrayPrototype = without === 'at' ? {} : { at: () => undefined };
  const unsupported: Record<Missing, string | null> = {
    at: null,
    dialog: null,
    has: ':has(',
    container: 'container-type',
    none: null,
  };
  return {
    Array: { prototype: arrayPrototype },
    HTMLDialogElement: without === 'dialog' ? undefined : { prototype: { showModal: () => undefined } },
    CSS: { supports: (condition: string) => !unsupported[without] || !condition.includes(unsupported[without]) },
    document,
  } as unknown as Window;
}

describe('the support floor check', () => {
  // jsdom's <script> knows nothing of modules; every floor browser's does.
  const known = 'noModule' in HTMLScriptElement.prototype;
  beforeAll(() => {
    if (!known) Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
  });
  afterAll(() => {
    if (!known) Reflect.deleteProperty(HTMLScriptElement.prototype, 'noModule');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('is met by a browser with Array.prototype.at, <dialog>, :has() and container queries', () => {
    expect(meetsFloor(browserWindow())).toBe(true);
  });

  it.each(['at', 'dialog', 'has', 'container'] as const)('is not met without %s', (missing) => {
    expect(meetsFloor(browserWindow(missing))).toBe(false);
  });

  it('below the floor, marks the page, stops a video already started and loads the floor page', () => {
    document.body.innerHTML =
      '<div id="root"><div class="splash"></div></div><video src="/demo-media/ep1.mp4"></video>';
    const win = browserWindow('has');
    checkFloor(win, '/assets/floor-page-x.js');
    expect(win.__belowFloor).toBe(true);
    expect(document.querySelectorAll('video')).toHaveLength(0);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/floor-page-x.js');
    // The splash stays until the page's texts arrive: never a white page.
    expect(document.querySelector('.splash')).not.toBeNull();
  });

  it('at the floor, leaves the page alone', () => {
    document.body.innerHTML = '<div id="root"><div class="splash"></div></div>';
    const win = browserWindow();
    checkFloor(win, '/assets/floor-page-x.js');
    expect(win.__belowFloor).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
