import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
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
 * or save the QR as an image that a banking app reads from the photos.
 */
export function SamePhoneActions({ payOrderId, paymentContent, paymentUrl }: SamePhoneActionsProps) {
  const { LL } = useI18n();
  const qrFile = usePreparedQrFile(paymentContent, `payment-${payOrderId}.png`);
  const [saving, setSaving] = useState(false);

  async function save() {
    const file = qrFile();
    if (!file || saving) return;
    setSaving(true);
    try {
      await saveImage(await file);
    } catch {
      // No image could be made (no canvas): the QR on screen is still there to screenshot.
    } finally {
      setSaving(false);
    }
  }

  if (!paymentContent && !paymentUrl) return null;
  return (
    <div className="pay-same-phone">
      {paymentUrl && (
        <a
          className="button button--primary pay-same-phone__action"
          href={paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
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
          <p className="pay-same-phone__hint">{LL.qr.samePhone()}</p>
        </>
      )}
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
