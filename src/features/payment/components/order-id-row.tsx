import { useId, useRef } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { withSlots } from '@/shared/i18n/with-slots';
import { showToast } from '@/shared/ui/toast/toast-store';
import { copyText } from '@/shared/utils/copy-text';
import { CopyIcon } from './icons';

/**
 * The order number and a button that copies it: what a visitor pastes into a support chat or a banking
 * app's reference field. When nothing can be copied, the number is selected for the system's own menu.
 */
export function OrderIdRow({ payOrderId }: { payOrderId: string }) {
  const { LL } = useI18n();
  const idRef = useRef<HTMLElement>(null);
  const textId = useId();

  async function copy() {
    if (await copyText(payOrderId)) {
      showToast(LL.qr.copied());
      return;
    }
    const id = idRef.current;
    if (id) window.getSelection()?.selectAllChildren(id);
  }

  return (
    <div className="pay-order">
      <span className="pay-order__text" id={textId}>
        {withSlots(LL.qr.orderId, {
          id: (
            <bdi className="pay-order__id" ref={idRef}>
              {payOrderId}
            </bdi>
          ),
        })}
      </span>
      {/* Named by its visible word ("Copy"), described by what it copies. */}
      <button type="button" className="pay-order__copy" aria-describedby={textId} onClick={() => void copy()}>
        <CopyIcon />
        {LL.qr.copy()}
      </button>
    </div>
  );
}
