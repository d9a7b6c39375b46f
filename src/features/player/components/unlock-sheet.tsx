import { useCallback, useState } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { UnlockResult } from '@/shared/api/types';
import { useUnlockFlow, type UnlockIntent } from '../hooks/use-unlock-flow';
import { canAfford, unlockOffer } from '../logic/pricing';
import { BottomSheet } from './bottom-sheet';
import { LockIcon } from './icons';
import { CoinIcon } from './sheet-icons';
import './sheets.css';

export interface UnlockSheetProps {
  open: boolean;
  onClose: () => void;
  dramaId: string;
  episodeNumber: number;
  episodePrice: number;
  seriesPrice: number;
  /** Episodes still locked, which the series offer compares against. */
  lockedEpisodes: number;
  /** Coins; undefined while the balance is loading. */
  balance: number | undefined;
  onUnlocked: (result: UnlockResult, intent: UnlockIntent) => void;
  /** An unlock whose outcome is unknown: the app asks for the balance and the drama again. */
  onUnknownOutcome?: (() => void) | undefined;
  onTopUp: () => void;
}

/**
 * The paywall: balance, price, 'unlock now', 'unlock all' with its saving, and 'top up now'. A known
 * balance below a price turns that action into a top-up, and a 402 from the server does the same, so
 * the visitor is never left without a way forward. Each paying button is disabled while its call runs.
 */
export function UnlockSheet(props: UnlockSheetProps) {
  const {
    open,
    onClose,
    dramaId,
    episodeNumber,
    episodePrice,
    seriesPrice,
    lockedEpisodes,
    balance,
    onUnlocked,
    onUnknownOutcome,
    onTopUp,
  } = props;
  const { LL } = useI18n();
  // A refusal (ours from the known balance, or the server's 402) holds while the balance stays what it
  // was: coming back from a top-up with more coins clears it.
  const [refusal, setRefusal] = useState<{ balance: number | undefined } | null>(null);
  const onInsufficient = useCallback(() => setRefusal({ balance }), [balance]);
  const flow = useUnlockFlow(dramaId, { onSuccess: onUnlocked, onInsufficient, onUnknown: onUnknownOutcome });
  const offer = unlockOffer(episodePrice, seriesPrice, lockedEpisodes);
  const busy = flow.pending !== null;
  const insufficient = !canAfford(balance, episodePrice) || (refusal !== null && refusal.balance === balance);

  const request = (intent: UnlockIntent) => {
    const price = intent.kind === 'episode' ? episodePrice : seriesPrice;
    if (!canAfford(balance, price)) {
      setRefusal({ balance });
      return;
    }
    setRefusal(null);
    void flow.run(intent);
  };

  const close = () => {
    setRefusal(null);
    onClose();
  };

  return (
    <BottomSheet
      open={open}
      onClose={close}
      className="player-unlock"
      title={LL.home.unlock.title({ n: episodeNumber })}
      subtitle={LL.home.unlock.requiresPayment()}
    >
      <div className="player-unlock__balance">
        <span className="player-unlock__balance-label">{LL.home.unlock.balance()}</span>
        <span className="player-unlock__balance-value" aria-live="polite">
          <CoinIcon width={18} height={18} />
          {balance === undefined ? '…' : LL.common.coins({ count: balance })}
        </span>
      </div>

      {insufficient ? (
        <p className="player-unlock__alert" role="alert">
          {LL.home.unlock.insufficientBalance()}
        </p>
      ) : (
        flow.unknown && (
          <p className="player-unlock__alert" role="alert">
            {LL.home.unlock.unknownOutcome()}
          </p>
        )
      )}

      <div className="player-unlock__episode">
        <LockIcon className="player-unlock__episode-icon" width={20} height={20} />
        <span className="player-unlock__price">{LL.home.unlock.price({ coins: episodePrice })}</span>
      </div>

      {!insufficient ? (
        <button
          type="button"
          className="player-button player-button--primary player-button--block"
          disabled={busy}
          aria-busy={flow.pending === 'episode'}
          onClick={() => request({ kind: 'episode', episodeNumber })}
        >
          {flow.pending === 'episode' ? LL.home.unlock.unlocking() : LL.home.unlock.unlockNow()}
        </button>
      ) : (
        <button type="button" className="player-button player-button--primary player-button--block" onClick={onTopUp}>
          {LL.home.unlock.topUpNow()}
        </button>
      )}

      {offer.seriesWorthIt && (
        <button
          type="button"
          className="player-unlock__series"
          disabled={busy}
          aria-busy={flow.pending === 'series'}
          onClick={() => request({ kind: 'series' })}
        >
          <span className="player-unlock__series-text">
            {flow.pending === 'series' ? LL.home.unlock.unlocking() : LL.home.unlock.unlockAll({ coins: seriesPrice })}
          </span>
          {offer.saving > 0 && (
            <span className="player-unlock__saving">{LL.home.unlock.unlockAllSaving({ coins: offer.saving })}</span>
          )}
        </button>
      )}

      {!insufficient && (
        <button type="button" className="player-button player-button--ghost player-button--block" onClick={onTopUp}>
          {LL.home.unlock.topUpNow()}
        </button>
      )}
    </BottomSheet>
  );
}
