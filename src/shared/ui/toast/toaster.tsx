import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';
import './toast.css';

/** Renders the active toasts; mount once near the root of the app. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={toast.leaving ? 'toast-item toast-leaving' : 'toast-item'}
          // safeHtml was sanitised by showToast (see sanitize.ts) before it entered the store.
          dangerouslySetInnerHTML={{ __html: toast.safeHtml }}
        />
      ))}
    </div>
  );
}
