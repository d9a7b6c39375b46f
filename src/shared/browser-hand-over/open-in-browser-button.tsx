import { useEffect, useState } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { showToast } from '@/shared/ui/toast/toast-store';
import { thisBrowser } from '@/shared/utils/in-app-browser';
import { createHandOver, type HandOverDeps } from './open-in-browser';
import './open-in-browser.css';

/** The one line after the tap stays long enough to be read and acted on. */
const SAY_FOR_MS = 6000;

interface OpenInBrowserButtonProps {
  /** Whether the offer is on screen: a code is asked for ahead only then. */
  shown: boolean;
  label: string;
  hint?: string;
  className?: string;
  /** For tests. */
  deps?: Partial<HandOverDeps>;
}

/**
 * Takes this user, with its coins, to the phone's browser. Rendered only inside an in-app browser: in the
 * phone's own browser there is nowhere better to go.
 */
export function OpenInBrowserButton({ shown, label, hint, className = '', deps }: OpenInBrowserButtonProps) {
  const { LL } = useI18n();
  const [handOver] = useState(() => createHandOver({ browser: thisBrowser(), ...deps }));
  const [busy, setBusy] = useState(false);
  const inApp = thisBrowser().inApp !== null;

  useEffect(() => {
    if (shown && inApp) handOver.prepare();
  }, [shown, inApp, handOver]);

  if (!inApp) return null;

  async function tap() {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await handOver.run();
      showToast(LL.handOver[outcome](), SAY_FOR_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`open-in-browser ${className}`}>
      <button
        type="button"
        className="open-in-browser__button"
        onClick={() => void tap()}
        aria-busy={busy || undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="open-in-browser__icon">
          <path
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{label}</span>
      </button>
      {hint && <p className="open-in-browser__hint">{hint}</p>}
    </div>
  );
}
