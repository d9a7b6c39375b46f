import { afterEach, describe, expect, it } from 'vitest';
import { floorText, showFloorPage } from './show-floor-page';

describe('the page below the support floor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('dir');
  });

  it("speaks the first of the browser's languages the app has, else English, and names the iOS floor", () => {
    expect(floorText(['de-DE', 'ar-SA'], '16')).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'يرجى تحديث المتصفح' });
    expect(floorText(['zh-HK'], '16').title).toBe('請更新您的瀏覽器');
    expect(floorText(['ko'], '16').lang).toBe('ko');
    expect(floorText(['de-DE'], '16')).toMatchObject({ lang: 'en', title: 'Please update your browser' });
    expect(floorText([], '16').body).toContain('iOS 16 or later');
  });

  it('takes the splash’s place, in the language and direction of the visitor', () => {
    document.body.innerHTML = '<div id="root"><div class="splash"></div></div>';
    const win = { document, navigator: { languages: ['th-TH', 'en-US'], language: 'th-TH' } } as unknown as Window;
    showFloorPage(win, '16');
    expect(document.querySelector('.splash')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('กรุณาอัปเดตเบราว์เซอร์ของคุณ');
    expect(document.querySelector('p')?.textContent).toContain('iOS 16');
    expect(document.documentElement.lang).toBe('th');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('กรุณาอัปเดตเบราว์เซอร์ของคุณ');
  });
});
