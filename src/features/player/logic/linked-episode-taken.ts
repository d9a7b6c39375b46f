// Loaded only when the address names an episode (player-screen.tsx): most visits never need it.
import { requestTexts } from '@/shared/i18n/namespaces';
import { withoutLinkedEpisode } from '@/shared/routes';
import { showMessage } from '@/shared/ui/toast/toast-store';
import type { LinkedEpisode } from './linked-episode';

/**
 * Once the player has started at a shared link's episode (linked-episode.ts), the episode leaves the address: a
 * reload, or a return to this page, resumes where the visitor is then. One the series does not have is said, never
 * a dead page: the player resumes as usual under the word.
 */
export function takeLinkedEpisode(linked: Exclude<LinkedEpisode, 'none'>, last: number): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const without = withoutLinkedEpisode(here);
  // Said once: StrictMode's second run (development) finds the address without it.
  if (without === here) return;
  window.history.replaceState(window.history.state, '', without);
  if (linked === 'missing') {
    const say = () =>
      showMessage(
        `The shared link names an episode this series does not have: it has episodes 1 to ${last}.`,
        (L) => L.moreMenu.linkedEpisodeMissing({ last }),
        4000,
      );
    // The word is in More's namespace; without it (offline) the English fallback above is shown.
    requestTexts(['moreMenu']).then(say, say);
  }
}
