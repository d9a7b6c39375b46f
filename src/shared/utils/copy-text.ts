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

/** The copy field's look: in the corner, one pixel, transparent; 16px text, as iOS zooms into a smaller field. */
const OFF_SCREEN: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '1px',
  height: '1px',
  border: '0',
  padding: '0',
  fontSize: '16px',
  opacity: '0',
};

function copyWithCommand(text: string): boolean {
  const focused = document.activeElement;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only and off-screen: no keyboard pops up, nothing moves.
  field.readOnly = true;
  // Selected, never seen; set through the style object (which the CSP's style-src allows, unlike a style
  // attribute), so every screen that copies gets the same field without a stylesheet of its own.
  Object.assign(field.style, OFF_SCREEN);
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
