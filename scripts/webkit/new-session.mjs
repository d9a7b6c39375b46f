// Opening a WebDriver session on WebKitWebDriver, for the WebKit tests and the bench alike.

/**
 * `start()` (a function that opens a session), called once more when the first request got no answer: on a
 * loaded machine WebKitWebDriver now and then never answers a new session (a MiniBrowser that did not start),
 * and webdriverio resends only on connection errors, not on a missing answer. Opening the browser is set-up:
 * nothing measured or tested is ever repeated.
 */
export async function newSessionAskingTwice(start) {
  try {
    return await start();
  } catch (error) {
    if (!String(error).includes('UND_ERR_HEADERS_TIMEOUT')) throw error;
    console.warn('webkit: the new session got no answer; asking once more');
    return start();
  }
}
