import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkFloor, floorText, meetsFloor } from './below-floor';

/** A window with what a floor browser has, less what `without` names. */
function browserWindow(without: 'at' | 'dialog' | 'has' | 'none' = 'none'): Window {
  const arrayPrototype = without === 'at' ? {} : { at: () => undefined };
  return {
    Array: { prototype: arrayPrototype },
    HTMLDialogElement: without === 'dialog' ? undefined : { prototype: { showModal: () => undefined } },
    CSS: { supports: (condition: string) => without !== 'has' || !condition.includes(':has(') },
    document,
    navigator: { languages: ['th-TH', 'en-US'], language: 'th-TH' },
  } as unknown as Window;
}

describe('the support floor', () => {
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
    document.documentElement.removeAttribute('dir');
  });

  it('is met by a browser with Array.prototype.at, <dialog> and :has()', () => {
    expect(meetsFloor(browserWindow())).toBe(true);
  });

  it.each(['at', 'dialog', 'has'] as const)('is not met without %s', (missing) => {
    expect(meetsFloor(browserWindow(missing))).toBe(false);
  });

  it("speaks the first of the browser's languages the app has, else English, and names the iOS floor", () => {
    expect(floorText(['de-DE', 'ar-SA'], '15.4')).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      title: 'يرجى تحديث المتصفح',
    });
    expect(floorText(['zh-HK'], '15.4').title).toBe('請更新您的瀏覽器');
    expect(floorText(['ko'], '15.4').lang).toBe('ko');
    expect(floorText(['de-DE'], '15.4')).toMatchObject({ lang: 'en', title: 'Please update your browser' });
    expect(floorText([], '15.4').body).toContain('iOS 15.4 or later');
  });

  it('below the floor, puts its page in place of the splash and stops a video already started', () => {
    document.body.innerHTML =
      '<div id="root"><div class="splash"></div></div><video src="/demo-media/ep1.mp4"></video>';
    const win = browserWindow('has');
    checkFloor(win, '15.4');
    expect((win as Window & { __belowFloor?: boolean }).__belowFloor).toBe(true);
    expect(document.querySelector('.splash')).toBeNull();
    expect(document.querySelectorAll('video')).toHaveLength(0);
    expect(document.querySelector('h1')?.textContent).toBe('กรุณาอัปเดตเบราว์เซอร์ของคุณ');
    expect(document.querySelector('p')?.textContent).toContain('iOS 15.4');
    expect(document.documentElement.lang).toBe('th');
  });

  it('at the floor, leaves the page alone', () => {
    document.body.innerHTML = '<div id="root"><div class="splash"></div></div>';
    const win = browserWindow();
    checkFloor(win, '15.4');
    expect((win as Window & { __belowFloor?: boolean }).__belowFloor).toBeUndefined();
    expect(document.querySelector('.splash')).not.toBeNull();
  });
});
