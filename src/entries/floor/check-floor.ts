// The support floor's check (docs/browsers.md): the first deferred script of the page, before the app's
// entry. Built on its own as a classic script (scripts/vite-plugins/floor-scripts.ts), written in ES5
// and checked to be ES5 by every build, so that it runs in any browser at all, however old: the app's
// own files may not even parse there. At or above the floor it does nothing. Below it, it marks the page
// (window.__belowFloor: the entry and the early script then start nothing), stops any video the early
// script started, and loads the floor page (show-floor-page.ts) in the visitor's language: never a white page
// or a splash that never ends. It is on every visitor's start path, so it is only the check.

/* eslint-disable no-var -- ES5 on purpose (see above): no let or const */

/**
 * Whether the browser has what every browser at the floor has: Array.prototype.at, <dialog>, :has()
 * (Safari 15.4; Chrome 92, 37, 105), container queries (Safari 16, Chrome 105) and modules. Features,
 * not versions: an in-app browser's user agent names the app, not its engine's version.
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
      scope.CSS.supports('container-type: inline-size') &&
      'noModule' in win.document.createElement('script')
    );
  } catch (error) {
    void error;
    return false;
  }
}

/** Stops and removes every <video> (the early script's prelude may have started one). */
function stopVideos(doc: Document): void {
  var videos = doc.getElementsByTagName('video');
  while (videos.length > 0) {
    var video = videos[0]!;
    video.pause();
    video.removeAttribute('src');
    video.load();
    video.parentNode!.removeChild(video);
  }
}

/** The check's whole work; `floorPage` is the address of the floor page's script. */
export function checkFloor(win: Window, floorPage: string): void {
  if (meetsFloor(win)) return;
  win.__belowFloor = true;
  stopVideos(win.document);
  var script = win.document.createElement('script');
  script.src = floorPage;
  win.document.head.appendChild(script);
}
