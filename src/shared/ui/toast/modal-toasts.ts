// The toasts of a modal sheet (see Toaster's `inModal`). Kept out of toaster.tsx: only the sheets, in a
// lazily loaded chunk, need it.

/**
 * Shows the toast region inside `dialog` above it; call it right after showModal(). The top layer
 * stacks in the order of showing, and a child's effects run before its parent's, so the Toaster cannot
 * show its own popover after the sheet. Returns the clean-up, which hides it before the sheet closes.
 */
export function showToastsAbove(dialog: HTMLElement): () => void {
  const region = dialog.querySelector<HTMLElement>('.toast-region[popover]');
  // No popover support (older WebViews): the region stays in the sheet's flow, still inside the modal.
  if (!region || typeof region.showPopover !== 'function') return () => {};
  if (!region.matches(':popover-open')) region.showPopover();
  return () => {
    if (region.matches(':popover-open')) region.hidePopover();
  };
}
