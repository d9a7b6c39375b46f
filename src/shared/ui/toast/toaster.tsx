import { useSyncExternalStore } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { getToasts, subscribeToasts } from './toast-store';
import './toast.css';

/**
 * Renders the active toasts; mount once near the root of the app, and once inside each modal sheet
 * (`inModal`). A modal <dialog> makes the rest of the page inert: a toast outside it would be drawn
 * under its backdrop and never read out, though it is often the sheet's own answer ('Network Error' on
 * unlocking). Inside the sheet the region is a popover, which the sheet shows after itself so that it
 * is drawn above it, placed against the screen (modal-toasts.ts); the page's region hides while a
 * modal is open (toast.css), so a toast is seen and announced once.
 */
export function Toaster({ inModal = false }: { inModal?: boolean }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  // Outside an I18nProvider (a dictionary that failed to load) the app's messages show in English.
  const { LL } = useI18n() as { LL?: ReturnType<typeof useI18n>['LL'] };
  return (
    // Always in the page, even empty: a live region must exist before its content changes to be announced.
    <div
      className="toast-region"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      popover={inModal ? 'manual' : undefined}
    >
      {toasts.map((toast) => {
        const className = toast.leaving ? 'toast-item toast-leaving' : 'toast-item';
        if (toast.content.kind !== 'html') {
          return (
            <div key={toast.id} className={className}>
              {toast.content.kind === 'text'
                ? toast.content.text
                : LL
                  ? toast.content.translate(LL)
                  : toast.content.english}
            </div>
          );
        }
        return (
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
