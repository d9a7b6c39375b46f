import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { showToastsAbove } from '@/shared/ui/toast/modal-toasts';
import { Toaster } from '@/shared/ui/toast/toaster';
import './bottom-sheet.css';

interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (a count, a hint). */
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}

const DISMISS_PX = 90;
const TABBABLE = 'button, [href], input, select, textarea, [tabindex]';

/**
 * Keeps Tab inside the sheet: from its last control to its first and back. A modal <dialog> makes
 * the page behind inert, but browsers still let Tab leave it for their own toolbar.
 */
function wrapFocus(sheet: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>): void {
  const tabbable = [...sheet.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const target = event.shiftKey ? (active === first || active === sheet ? last : null) : active === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * A modal sheet from the bottom edge, on the native <dialog>: showModal() puts it in the top layer,
 * makes the page behind inert (focus stays inside), and Escape asks to close. The sheet also closes
 * from its backdrop, its close button and a downward drag of its handle, and gives focus back to
 * whatever had it before; Tab cycles through its controls. When keep-alive hides the page, the
 * clean-up closes the dialog (a modal left open would make the next page inert); showing the page
 * again reopens it.
 */
export function BottomSheet({ open, onClose, title, subtitle, children, className }: BottomSheetProps) {
  const { LL } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [drag, setDrag] = useState<{ pointerId: number; startY: number; dy: number } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', ''); // No <dialog> support (old WebViews, jsdom): shown, not modal.
    }
    // The sheet itself takes the focus: its name is read out and Tab goes on to its first control. Left
    // to the browser, the close button would, and WebKit rings it when the sheet opens by itself (the
    // paywall after autoplay).
    element.focus({ preventScroll: true });
    const hideToasts = showToastsAbove(element);
    return () => {
      hideToasts();
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    };
  }, [open]);

  const onHandleDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ pointerId: event.pointerId, startY: event.clientY, dy: 0 });
  };
  const onHandleMove = (event: PointerEvent<HTMLElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag({ ...drag, dy: Math.max(0, event.clientY - drag.startY) });
  };
  const onHandleUp = (event: PointerEvent<HTMLElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag(null);
    if (event.clientY - drag.startY > DISMISS_PX) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`player-sheet${className ? ` ${className}` : ''}${drag ? ' player-sheet--dragging' : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      style={drag && drag.dy > 0 ? { transform: `translateY(${drag.dy}px)` } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The fallback without showModal has no cancel event.
        if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') onClose();
        if (event.key === 'Tab' && dialog.current) wrapFocus(dialog.current, event);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // The backdrop is the dialog's own box.
      }}
    >
      <div className="player-sheet__body">
        <header
          className="player-sheet__header"
          onPointerDown={onHandleDown}
          onPointerMove={onHandleMove}
          onPointerUp={onHandleUp}
          onPointerCancel={() => setDrag(null)}
        >
          <span className="player-sheet__handle" aria-hidden="true" />
          <div className="player-sheet__titles">
            <h2 id={titleId} className="player-sheet__title">
              {title}
            </h2>
            {subtitle && <p className="player-sheet__subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="player-sheet__close" aria-label={LL.common.close()} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="player-sheet__content">{children}</div>
      </div>
      <Toaster inModal />
    </dialog>
  );
}
