// The page a browser below the support floor gets instead of the player (scripts/vite-plugins/browser-floor.ts):
// a title and two sentences in the visitor's language, never a white page or a splash that never ends.
//
// Built on its own as a classic script (scripts/vite-plugins/floor-page.ts), written in ES5 and checked
// to be ES5 by every build, so that it runs in any browser at all, however old: the app's own files may
// not even parse there. It runs before the app's entry (a deferred script ahead of the module); below the
// floor it sets window.__belowFloor, which the entry reads, stops any video the early script started and
// puts the page in place of the splash. It reads no drama: the browser's language decides.

/* eslint-disable no-var -- ES5 on purpose (see above): no let or const */

export interface FloorText {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  body: string;
}

/** {ios} is the iOS version of the floor. */
const texts: Record<string, FloorText> = {
  en: {
    lang: 'en',
    dir: 'ltr',
    title: 'Please update your browser',
    body: 'This player needs iOS {ios} or later on an iPhone, or a recent Chrome on Android. Update your phone, or open this link in an up-to-date browser.',
  },
  th: {
    lang: 'th',
    dir: 'ltr',
    title: 'กรุณาอัปเดตเบราว์เซอร์ของคุณ',
    body: 'เครื่องเล่นนี้ต้องใช้ iOS {ios} ขึ้นไปบน iPhone หรือ Chrome เวอร์ชันล่าสุดบน Android โปรดอัปเดตโทรศัพท์ของคุณ หรือเปิดลิงก์นี้ในเบราว์เซอร์ที่อัปเดตแล้ว',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    title: 'يرجى تحديث المتصفح',
    body: 'يحتاج هذا المشغّل إلى iOS {ios} أو أحدث على iPhone، أو إصدار حديث من Chrome على Android. حدّث هاتفك، أو افتح هذا الرابط في متصفح محدَّث.',
  },
  zh: {
    lang: 'zh-Hant-TW',
    dir: 'ltr',
    title: '請更新您的瀏覽器',
    body: '此播放器需要 iPhone 上的 iOS {ios} 或更新版本，或 Android 上的最新版 Chrome。請更新您的手機，或在已更新的瀏覽器中開啟此連結。',
  },
  ko: {
    lang: 'ko',
    dir: 'ltr',
    title: '브라우저를 업데이트해 주세요',
    body: '이 플레이어는 iPhone의 iOS {ios} 이상 또는 Android의 최신 Chrome이 필요합니다. 휴대폰을 업데이트하거나 최신 브라우저에서 이 링크를 열어 주세요.',
  },
};

/** The text in the first of the browser's languages the app speaks, else English. */
export function floorText(languages: readonly string[], ios: string): FloorText {
  var chosen = texts.en!;
  for (var i = 0; i < languages.length; i++) {
    var found = texts[String(languages[i]).toLowerCase().split('-')[0]!];
    if (found) {
      chosen = found;
      break;
    }
  }
  return { lang: chosen.lang, dir: chosen.dir, title: chosen.title, body: chosen.body.replace('{ios}', ios) };
}

/**
 * Whether the browser has what every browser at the floor has and the app relies on without a
 * fallback: Array.prototype.at, <dialog>, :has() (all in Safari 15.4; Chrome 92, 37, 105) and modules.
 */
export function meetsFloor(win: Window): boolean {
  var scope = win as unknown as {
    Array: ArrayConstructor;
    HTMLDialogElement?: { prototype: { showModal?: unknown } };
    CSS?: { supports?: (condition: string) => boolean };
  };
  try {
    return (
      typeof scope.Array.prototype.at === 'function' &&
      !!scope.HTMLDialogElement &&
      typeof scope.HTMLDialogElement.prototype.showModal === 'function' &&
      !!scope.CSS &&
      typeof scope.CSS.supports === 'function' &&
      scope.CSS.supports('selector(:has(*))') &&
      'noModule' in win.document.createElement('script')
    );
  } catch (error) {
    void error;
    return false;
  }
}

/** Replaces the splash (and any video already started) with the floor page. */
export function showFloorPage(doc: Document, text: FloorText): void {
  var videos = doc.getElementsByTagName('video');
  while (videos.length > 0) {
    var video = videos[0]!;
    video.pause();
    video.removeAttribute('src');
    video.load();
    video.parentNode!.removeChild(video);
  }
  var root = doc.getElementById('root') || doc.body;
  while (root.firstChild) root.removeChild(root.firstChild);
  var page = doc.createElement('main');
  page.className = 'floor-page';
  var title = doc.createElement('h1');
  title.className = 'floor-page__title';
  title.appendChild(doc.createTextNode(text.title));
  var body = doc.createElement('p');
  body.className = 'floor-page__body';
  body.appendChild(doc.createTextNode(text.body));
  page.appendChild(title);
  page.appendChild(body);
  root.appendChild(page);
  doc.documentElement.setAttribute('lang', text.lang);
  doc.documentElement.setAttribute('dir', text.dir);
  doc.title = text.title;
}

/** The floor script's whole work, `ios` being the floor's iOS version: nothing in a browser at or above the floor. */
export function checkFloor(win: Window, ios: string): void {
  if (meetsFloor(win)) return;
  (win as Window & { __belowFloor?: boolean }).__belowFloor = true;
  var nav = win.navigator;
  var languages = nav.languages && nav.languages.length ? nav.languages : [nav.language || 'en'];
  showFloorPage(win.document, floorText(languages, ios));
}
