/**
 * Puts `text` on the clipboard; true when it got there. The Clipboard API where the page may use it, else
 * the older copy command on a selected, off-screen field (in-app browsers and pages served over plain http
 * have no Clipboard API, or refuse it).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): the copy command may still be allowed.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const focused = document.activeElement;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only and off-screen: no keyboard pops up, nothing moves.
  field.readOnly = true;
  // Styled in qr-code-screen.css and open-in-browser.css, the screens that copy: in this module the nine declarations would
  // cost the QR page's chunk bytes its budget has not got.
  field.className = 'copy-buffer';
  document.body.append(field);
  field.focus({ preventScroll: true });
  field.select();
  field.setSelectionRange(0, text.length);
  let copied: boolean;
  try {
    // Deprecated, yet still the only way where the Clipboard API is missing; it says whether it worked.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  return copied;
}
