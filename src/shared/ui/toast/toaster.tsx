import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeModals, topModal } from '../modal-layer';
import { getToasts, subscribeToasts } from './toast-store';
import './toast.css';

/**
 * Renders the active toasts; mount once near the root of the app. While a modal sheet is open the toasts
 * are rendered inside it: a modal <dialog> makes the rest of the page inert, so a toast outside would be
 * drawn under the sheet's backdrop and never read out, though it is often the sheet's own answer
 * ('Network Error' on unlocking). There the region is shown as a popover, to be placed against the
 * screen rather than the sheet, and drawn above it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const modal = useSyncExternalStore(subscribeModals, topModal, () => null);
  const region = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = region.current;
    if (modal && element && typeof element.showPopover === 'function' && !element.matches(':popover-open'))
      element.showPopover();
  }, [modal]);

  const list = (
    // Always in the page, even empty: a live region must exist before its content changes to be announced.
    <div
      ref={region}
      className="toast-region"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      popover={modal ? 'manual' : undefined}
    >
      {toasts.map((toast) => {
        const className = toast.leaving ? 'toast-item toast-leaving' : 'toast-item';
        return toast.content.kind === 'text' ? (
          <div key={toast.id} className={className}>
            {toast.content.text}
          </div>
        ) : (
          <div
            key={toast.id}
            className={className}
            // Only sanitised markup reaches the store (see showToast and sanitize.ts).
            dangerouslySetInnerHTML={{ __html: toast.content.safeHtml }}
          />
        );
      })}
    </div>
  );
  return modal ? createPortal(list, modal) : list;
}
