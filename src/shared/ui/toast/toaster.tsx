import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';
import './toast.css';

/** Renders the active toasts; mount once near the root of the app. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    // Always in the page, even empty: a live region must exist before its content changes to be announced.
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
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
}
