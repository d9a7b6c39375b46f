// "Open in browser": the same user, with its coins, taken from an in-app browser to the phone's own. A code is
// asked for ahead (when the offer shows), so that the tap can copy the link and open Chrome at once, inside
// the tap's user activation: WebKit refuses the clipboard, and Android's web views an intent, once a network
// round trip has come between the tap and them.
import { backgroundHeaders } from '@/shared/api/middleware';
import { storage } from '@/shared/storage/storage';
import { copyText } from '@/shared/utils/copy-text';
import type { BrowserKind } from '@/shared/utils/in-app-browser';
import { createHandOverCode, type HandOverCode } from './api';
import { chromeIntent, handOverLink } from './link';

/** What the visitor is told after the tap: Chrome is opening, the link was copied, or nothing could be done. */
export type HandOverOutcome = 'openingChrome' | 'copiedIos' | 'copiedOther' | 'notReady';

/** A code asked for ahead is used only while it has this long left; else the tap asks for a fresh one. */
const FRESH_FOR_MS = 60_000;

export interface HandOverDeps {
  browser: BrowserKind;
  create?: (headers?: Record<string, string>) => Promise<HandOverCode>;
  copy?: (text: string) => Promise<boolean>;
  /** Opens an address in this window (an intent:// one leaves the in-app browser for Chrome). */
  open?: (address: string) => void;
  /** The promotion link the visitor landed on (HREF); the page's own address without one. */
  landing?: () => string;
  now?: () => number;
}

function openAddress(address: string): void {
  // A link's click rather than location.assign: the in-app browsers hand a tapped link's intent:// on.
  const link = document.createElement('a');
  link.href = address;
  link.click();
}

/** A hand-over of this page's user: `prepare()` when the offer shows, `run()` on the tap. */
export function createHandOver({
  browser,
  create = createHandOverCode,
  copy = copyText,
  open = openAddress,
  landing = () => storage.get('HREF') ?? window.location.href,
  now = Date.now,
}: HandOverDeps) {
  let ahead: Promise<HandOverCode> | undefined;
  let ready: HandOverCode | undefined;

  const fresh = (code: HandOverCode | undefined) =>
    code !== undefined && Date.parse(code.expiresAt) - now() > FRESH_FOR_MS ? code : undefined;

  function finish(code: HandOverCode, copied: Promise<boolean> | undefined): Promise<HandOverOutcome> {
    // Used once: the next tap asks for another code.
    ready = undefined;
    ahead = undefined;
    const link = handOverLink(landing(), code.handOverCode);
    const copying = copied ?? copy(link);
    if (browser.os === 'android') {
      open(chromeIntent(link));
      return copying.then(() => 'openingChrome');
    }
    return copying.then((done) => (done ? (browser.os === 'ios' ? 'copiedIos' : 'copiedOther') : 'notReady'));
  }

  return {
    /** Asks for a code ahead, quietly: a signed-out visitor is not sent to /login by an offer on screen. */
    prepare(): void {
      if (fresh(ready) || ahead) return;
      const asked = create(backgroundHeaders);
      ahead = asked;
      asked.then(
        (code) => {
          if (ahead === asked) ready = code;
        },
        () => {
          if (ahead === asked) ahead = undefined;
        },
      );
    },
    /** The tap: copies the link (and on Android opens Chrome); resolves to what to tell the visitor. */
    run(): Promise<HandOverOutcome> {
      const code = fresh(ready);
      if (code) return finish(code, undefined);
      return create().then(
        (created) => finish(created, undefined),
        (): HandOverOutcome => 'notReady',
      );
    },
  };
}
