// The page a browser below the support floor gets instead of the player (check-floor.ts loads it): a
// title and two sentences in the visitor's language, "please update" or "open in your browser". ES5,
// built on its own like the check (scripts/vite-plugins/floor-scripts.ts). It reads no drama: the
// browser's language decides, since the app that knows the drama's does not run here.

/* eslint-disable no-var -- ES5 on purpose (check-floor.ts): no let or const */

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

/** Puts the floor page in place of the splash, in the browser's language; `ios` is the floor's iOS version. */
export function showFloorPage(win: Window, ios: string): void {
  var doc = win.document;
  var nav = win.navigator;
  var text = floorText(nav.languages && nav.languages.length ? nav.languages : [nav.language || 'en'], ios);
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
