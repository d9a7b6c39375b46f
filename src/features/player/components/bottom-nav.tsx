import { useI18n } from '@/shared/i18n/i18n-provider';
import { DEFAULT_SPEED, speedLabel, type Speed } from '../logic/speeds';
import { EpisodesIcon, MoreIcon, SpeedIcon, UserIcon } from './icons';

interface BottomNavProps {
  speed: Speed;
  onUser: () => void;
  onSpeed: () => void;
  onEpisodes: () => void;
  onMore: () => void;
}

/** The home screen's four actions (docs/product-rules.md, "Screens and navigation": user, speed, episodes, more). */
export function BottomNav({ speed, onUser, onSpeed, onEpisodes, onMore }: BottomNavProps) {
  const { LL } = useI18n();
  const items = [
    { key: 'user', label: LL.home.nav.user(), Icon: UserIcon, onClick: onUser, haspopup: false },
    { key: 'speed', label: LL.home.nav.speed(), Icon: SpeedIcon, onClick: onSpeed, haspopup: true },
    { key: 'episodes', label: LL.home.nav.episodes(), Icon: EpisodesIcon, onClick: onEpisodes, haspopup: true },
    { key: 'more', label: LL.home.nav.more(), Icon: MoreIcon, onClick: onMore, haspopup: true },
  ] as const;
  return (
    <nav className="player-nav" aria-label={LL.routes.home()}>
      {items.map(({ key, label, Icon, onClick, haspopup }) => (
        <button
          key={key}
          type="button"
          className="player-nav__item"
          aria-haspopup={haspopup ? 'dialog' : undefined}
          onClick={onClick}
        >
          <span className="player-nav__icon">
            <Icon />
            {key === 'speed' && speed !== DEFAULT_SPEED && (
              <span className="player-nav__badge" dir="ltr" aria-hidden="true">
                {speedLabel(speed)}
              </span>
            )}
          </span>
          <span className="player-nav__label">{label}</span>
        </button>
      ))}
    </nav>
  );
}
