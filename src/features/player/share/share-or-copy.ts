import { copyText } from '@/shared/utils/copy-text';

// Sharing a link the way the phone can: its share sheet (Web Share) where the browser has one, else the clipboard.
// Some in-app browsers have no navigator.share, or one that refuses (NotAllowedError): then the link is copied.

export type ShareOutcome =
  /** The share sheet took it (or the visitor closed it: nothing more to say). */
  | 'shared'
  | 'copied'
  /** Neither worked: the caller shows the link for the visitor to copy by hand. */
  | 'failed';

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
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
