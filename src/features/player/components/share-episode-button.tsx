import { useState } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { storage } from '@/shared/storage/storage';
import { showToast } from '@/shared/ui/toast/toast-store';
import { shareLink } from '../share/share-link';
import { shareOrCopy } from '../share/share-or-copy';
import { Icon } from './icons';
import './share-and-saver.css';

interface ShareEpisodeButtonProps {
  title: string;
  episodeNumber: number;
}

/** "Share this episode" in More: the promotion link at this episode, through the share sheet or the clipboard. */
export function ShareEpisodeButton({ title, episodeNumber }: ShareEpisodeButtonProps) {
  const { LL } = useI18n();
  const [busy, setBusy] = useState(false);
  const url = shareLink(storage.get('HREF'), storage.get('SECRET_KEY'), window.location.origin, episodeNumber);
  if (!url) return null;

  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareOrCopy({ title: `${title} · ${LL.common.episode({ n: episodeNumber })}`, url });
      if (outcome === 'copied') showToast(LL.moreMenu.linkCopied());
      else if (outcome === 'failed') showToast(LL.moreMenu.copyThisLink({ link: url }), 8000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="player-share" disabled={busy} onClick={() => void share()}>
      <Icon className="player-share__icon">
        <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8" />
        <path d="M5 12.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-6.5" />
      </Icon>
      <span>{LL.moreMenu.shareEpisode({ n: episodeNumber })}</span>
    </button>
  );
}
