// Saving the QR code on the phone that shows it: most visitors have no second screen to scan it from, but
// a banking app can read a QR code from a saved photo.

/** `unsaved`: neither shared nor downloaded (no share sheet, and downloads would be ignored). */
export type SaveImageOutcome = 'shared' | 'downloaded' | 'cancelled' | 'unsaved';

/** How long a downloaded image's object URL lives: the download has its own copy long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * The system share sheet with the image where the browser can share files (iOS Safari, Android Chrome:
 * "Save image", or the banking app itself), a download everywhere else unless `canDownload` is false (in-app
 * browsers ignore downloads without a word). A share the visitor closes is theirs to close; a share that fails
 * otherwise (no user activation left, a target that broke) falls back to the download.
 */
export async function saveImage(file: File, { canDownload = true } = {}): Promise<SaveImageOutcome> {
  const data: ShareData = { files: [file] };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!canDownload) return 'unsaved';
  download(file);
  return 'downloaded';
}

function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
