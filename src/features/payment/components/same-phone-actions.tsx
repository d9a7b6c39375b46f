import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { OpenInBrowserButton } from '@/shared/browser-hand-over/open-in-browser-button';
import { thisBrowser } from '@/shared/utils/in-app-browser';
import { withReturnAddress } from '../payment-link';
import { qrPngFile } from '../qr-png';
import { saveImage } from '../save-image';
import { LinkIcon, SaveIcon } from './icons';

interface SamePhoneActionsProps {
  payOrderId: string;
  /** What the QR encodes; absent when the order was made in another tab (no QR to save). */
  paymentContent: string | undefined;
  /** The order's payment page, already checked to be http(s) (payment-link.ts). */
  paymentUrl: string | undefined;
}

/**
 * For the visitor whose only phone shows the QR and cannot scan itself: open the order's payment page,
 * or save the QR as an image that a banking app reads from the photos, and be told how it went. In an
 * in-app browser, which ignores downloads, the QR itself is the way: a long press saves it.
 */
export function SamePhoneActions({ payOrderId, paymentContent, paymentUrl }: SamePhoneActionsProps) {
  const { LL } = useI18n();
  const qrFile = usePreparedQrFile(paymentContent, `payment-${payOrderId}.png`);
  const [saving, setSaving] = useState(false);
  // How the last save went, in place of the hint under the button (a toast would cover the QR to hold).
  const [note, setNote] = useState<'shared' | 'savedToDownloads' | 'pressToSave' | null>(null);
  const inApp = thisBrowser().inApp !== null;

  async function save() {
    const file = qrFile();
    if (!file || saving) return;
    setSaving(true);
    try {
      const outcome = await saveImage(await file, { canDownload: !inApp });
      if (outcome !== 'cancelled')
        setNote(outcome === 'shared' ? 'shared' : outcome === 'downloaded' ? 'savedToDownloads' : 'pressToSave');
    } catch {
      // No image could be made (no canvas): the QR on screen is still there to hold or screenshot.
      setNote('pressToSave');
    } finally {
      setSaving(false);
    }
  }

  if (!paymentContent && !paymentUrl) return null;
  return (
    <div className="pay-same-phone">
      {paymentUrl && (
        // In an in-app browser a new tab is blocked, blank or lost: the page opens in this window and sends the
        // visitor back to this QR page (the contract's returnUrl), where the order goes on being checked.
        <a
          className="button button--primary pay-same-phone__action"
          href={inApp ? withReturnAddress(paymentUrl, new URL('/qrCode', window.location.href).href) : paymentUrl}
          {...(!inApp && { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <LinkIcon />
          {LL.qr.openPaymentPage()}
        </a>
      )}
      {paymentContent && (
        <>
          <button
            type="button"
            className={`button pay-same-phone__action${paymentUrl ? '' : ' button--primary'}`}
            onClick={() => void save()}
            aria-busy={saving || undefined}
          >
            <SaveIcon />
            {LL.qr.saveImage()}
          </button>
          <p className={`pay-same-phone__hint${note ? ' pay-same-phone__hint--note' : ''}`} role="status">
            {note ? LL.qr[note]() : inApp ? LL.qr.samePhoneHold() : LL.qr.samePhone()}
          </p>
        </>
      )}
      {/* Where the payment page may still not open (a bank's redirect, a blank page): the same user, with its
          coins, in the phone's own browser, to pay there. Shown only in an in-app browser. */}
      <OpenInBrowserButton
        shown
        className="pay-same-phone__action"
        label={LL.handOver.payInBrowser()}
        hint={LL.handOver.payInBrowserHint()}
      />
    </div>
  );
}

/**
 * The QR as a PNG, made as soon as the QR shows rather than on the tap: sharing needs the tap's user
 * activation, which an image still being made could outlive.
 */
function usePreparedQrFile(content: string | undefined, name: string): () => Promise<File> | undefined {
  const prepared = useRef<{ key: string; file: Promise<File> } | undefined>(undefined);
  const get = useCallback(() => {
    if (!content) return undefined;
    const key = `${name}\n${content}`;
    if (prepared.current?.key !== key) {
      const file = qrPngFile(content, name);
      file.catch(() => undefined); // Seen by the tap that awaits it, not as an unhandled rejection.
      prepared.current = { key, file };
    }
    return prepared.current.file;
  }, [content, name]);
  useEffect(() => void get(), [get]);
  return get;
}
