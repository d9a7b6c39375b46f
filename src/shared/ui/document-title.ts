import { createContext, useContext, useEffect } from 'react';

/**
 * Whether the screens below are the one on screen. The keep-alive shell says false for a page that is
 * leaving or hidden, so only the page the visitor sees names the tab.
 */
export const DocumentTitleOwner = createContext(true);

const SEPARATOR = ' · ';

/**
 * Names the browser tab and the history entry while the calling screen is the one shown: the non-empty
 * parts, most specific first, joined by ' · ' ("Drama title · Episode 3", "Top up · Drama title").
 */
export function useDocumentTitle(...parts: readonly (string | undefined)[]): void {
  const owner = useContext(DocumentTitleOwner);
  const title = parts.filter(Boolean).join(SEPARATOR);
  useEffect(() => {
    if (owner && title) document.title = title;
  }, [owner, title]);
}
