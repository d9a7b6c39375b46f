import { formatMoney, formatNumber } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import type { RechargeChoice } from '../recharge-choices';
import { CoinIcon } from './coin-icon';
import './package-grid.css';

interface PackageGridProps {
  choices: readonly RechargeChoice[];
  selectedId: string | undefined;
  onSelect: (packageId: string) => void;
  disabled?: boolean;
}

/** The choices as a radio group: the whole-series offer as a wide card, coin packages as tiles. */
export function PackageGrid({ choices, selectedId, onSelect, disabled = false }: PackageGridProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  return (
    <div className="wallet-packages" role="radiogroup" aria-label={LL.recharge.chooseAmount()}>
      {choices.map((choice) => {
        const selected = choice.packageId === selectedId;
        const price = formatMoney(choice.price, choice.currency, locale);
        const common = {
          type: 'button' as const,
          role: 'radio',
          'aria-checked': selected,
          disabled,
          onClick: () => onSelect(choice.packageId),
        };
        if (choice.kind === 'series') {
          return (
            <button
              key={choice.packageId}
              {...common}
              className="wallet-package wallet-package--series"
              data-selected={selected}
            >
              <span className="wallet-package__series-icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
                  <path
                    d="M4 5h16v14H4zM10 9l5 3-5 3z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <span className="wallet-package__series-text">
                <span className="wallet-package__series-title">{LL.recharge.unlockSeries()}</span>
                <span className="wallet-package__series-note">{LL.common.coins({ count: choice.coins })}</span>
              </span>
              <span className="wallet-package__price wallet-package__price--series">{price}</span>
            </button>
          );
        }
        return (
          <button
            key={choice.packageId}
            {...common}
            className="wallet-package"
            data-selected={selected}
            data-badge={choice.badge ?? undefined}
            // One clear sentence for screen readers instead of the tile's pieces run together.
            aria-label={[
              LL.common.coins({ count: choice.coins }),
              choice.bonusCoins > 0 ? LL.recharge.bonus({ coins: choice.bonusCoins }) : '',
              price,
              choice.badge === 'hot' ? LL.common.hot() : '',
              choice.badge === 'best' ? LL.recharge.best() : '',
            ]
              .filter(Boolean)
              .join(', ')}
          >
            {choice.badge === 'hot' && <span className="wallet-package__badge">{LL.common.hot()}</span>}
            {choice.badge === 'best' && (
              <span className="wallet-package__badge wallet-package__badge--best">★ {LL.recharge.best()}</span>
            )}
            <span className="wallet-package__coins">
              <CoinIcon size={20} />
              <span className="wallet-package__coins-value">{formatNumber(choice.coins, locale)}</span>
            </span>
            <span className="wallet-package__bonus" data-empty={choice.bonusCoins === 0 || undefined}>
              {choice.bonusCoins > 0 ? LL.recharge.bonus({ coins: choice.bonusCoins }) : '\u00a0'}
            </span>
            <span className="wallet-package__price">{price}</span>
          </button>
        );
      })}
    </div>
  );
}
