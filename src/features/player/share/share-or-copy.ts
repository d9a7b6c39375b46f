// Sharing a link the way the phone can: its share sheet (Web Share) where the browser has one, else the clipboard.
// Some in-app browsers have no navigator.share, or one that refuses (NotAllowedError): then the link is copied.

export type ShareOutcome =
  /** The share sheet took it (or the visitor closed it: nothing more to say). */
  | 'shared'
  | 'copied'
  /** Neither worked: the caller shows the link for the visitor to copy by hand. */
  | 'failed';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an old WebView, a page not in a secure context) or it was refused: the old way.
  }
  const field = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
  field.style.cssText = 'position:fixed;opacity:0;inset-block-start:0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** Shares `data` through the share sheet where there is one, else copies its address. */
export async function shareOrCopy(data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the sheet: they chose not to share.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  return (await copy(data.url)) ? 'copied' : 'failed';
}
