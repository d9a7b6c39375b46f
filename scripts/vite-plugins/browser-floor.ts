/**
 * The browsers the app supports, declared once (docs/browsers.md says why these). The build's syntax
 * target follows it (vite.config.ts), every build checks its JavaScript against it (syntax-floor.ts), and
 * the page a browser below it gets names its iOS version (floor-scripts.ts).
 *
 * - iOS Safari and WKWebView 16+ (September 2022): on an iPhone every browser and every in-app browser
 *   (TikTok, Instagram, Facebook) is WebKit. Below 16 the build would turn every class field into
 *   helper calls and every private field into a WeakMap, for every visitor (WebKit's class field
 *   initializer bug, fixed in 16): 2.2 KiB gzip more home JavaScript.
 * - Chrome and Android System WebView 119+ (October 2023): the last three years of Android's browser
 *   and of the engine of its in-app browsers.
 */
export const browserFloor = { safari: '16', chrome: '119' } as const;

/** The build target (Oxc's names): iOS and desktop Safari at the WebKit floor, Chrome at its own. */
export const buildTarget = [
  `safari${browserFloor.safari}`,
  `ios${browserFloor.safari}`,
  `chrome${browserFloor.chrome}`,
];

/**
 * Syntax of ES2022 and older that some floor browser lacks: a target above the floor would emit it as is,
 * and a browser that cannot parse a file runs none of it. Newer syntax (ES2023 on) fails the parse itself.
 */
export const syntaxAboveFloor = [
  { name: 'a class static initialization block', safari: '16.4', chrome: '94' },
  { name: 'a RegExp lookbehind assertion', safari: '16.4', chrome: '62' },
] as const;

/** Whether `version` ("16.4") is above `floor` ("16"), compared part by part. */
export function isAbove(version: string, floor: string): boolean {
  const a = version.split('.').map(Number);
  const b = floor.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}
