import {
  Activity,
  memo,
  Suspense,
  useLayoutEffect,
  useRef,
  type AnimationEvent,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { NavigationType, UNSAFE_LocationContext as LocationContext, useLocation, type Location } from 'react-router';
import { RoutePageHeader } from '../components/page-header';
import { DocumentTitleOwner } from '@/shared/ui/document-title';
import { Splash } from '../components/splash';
import { AppErrorBoundary } from '../error-boundary';
import type { AliveEntry } from '../navigation/alive-stack';

/** How a page takes part in the current transition (none: it simply shows or hides). */
export type PageRole = 'current' | 'leaving' | 'hidden';
export type PageMotion = 'enter-go' | 'under-go' | 'exit-back' | 'reveal-back' | 'enter-back' | null;

interface KeptPageProps {
  entry: AliveEntry<Location>;
  Screen: ComponentType;
  role: PageRole;
  motion: PageMotion;
  /** Called when this page's own animation ends. */
  onMotionEnd?: (() => void) | undefined;
  /** False for the very first page, which must not steal focus on load. */
  focusOnShow: boolean;
}

/**
 * One kept-alive page. The scroll container lives outside <Activity>, so this component
 * keeps running while the page is hidden: it remembers the scroll position (hidden
 * content collapses and the browser forgets it) and pauses media the page leaves
 * playing (Activity hides the DOM with display:none, which does not stop a video).
 */
export const KeptPage = memo(function KeptPage({
  entry,
  Screen,
  role,
  motion,
  onMotionEnd,
  focusOnShow,
}: KeptPageProps) {
  const container = useRef<HTMLElement>(null);
  const savedScroll = useRef(0);
  const shown = role !== 'hidden';
  const shownRef = useRef(shown);

  useLayoutEffect(() => {
    const element = container.current;
    shownRef.current = shown;
    if (!element) return;
    if (shown) {
      // Writing scrollTop forces a layout inside this commit; a page that was never scrolled needs none.
      if (savedScroll.current !== 0) element.scrollTop = savedScroll.current;
      if (role === 'current' && focusOnShow) element.focus({ preventScroll: true });
    } else {
      element.querySelectorAll('video, audio').forEach((media) => (media as HTMLMediaElement).pause());
    }
  }, [shown, role, focusOnShow]);

  const onAnimationEnd = (event: AnimationEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onMotionEnd?.();
  };
  const { reset } = useQueryErrorResetBoundary();

  // Each page is the document's <main> while it shows (hidden ones carry `hidden`, as HTML asks of a
  // second <main>), so screen readers can jump to it and nothing on screen sits outside a landmark.
  return (
    <main
      ref={container}
      className={`page page--${role}${motion ? ` page--${motion}` : ''}`}
      data-route={entry.key}
      hidden={!shown}
      inert={role === 'leaving'}
      tabIndex={-1}
      onScroll={(event) => {
        // A hidden page's collapse resets scrollTop; that is not the visitor scrolling.
        if (shownRef.current) savedScroll.current = event.currentTarget.scrollTop;
      }}
      onAnimationEnd={onAnimationEnd}
    >
      <Activity mode={shown ? 'visible' : 'hidden'}>
        {/* Only the page on screen names the tab; a leaving one has already had its turn. */}
        <DocumentTitleOwner.Provider value={role === 'current'}>
          <OwnLocation location={entry.location}>
            {/* A page that fails shows the error in place; the other kept pages live on. */}
            <AppErrorBoundary
              onReset={reset}
              header={entry.key === 'home' ? undefined : <RoutePageHeader routeKey={entry.key} />}
            >
              {/* Home, the landing screen, keeps the splash up while its chunk arrives: no black gap between the two. */}
              <Suspense
                fallback={entry.key === 'home' ? <Splash /> : <div className="page-fallback" aria-busy="true" />}
              >
                <Screen />
              </Suspense>
            </AppErrorBoundary>
          </OwnLocation>
        </DocumentTitleOwner.Provider>
      </Activity>
    </main>
  );
});

/**
 * A kept page sees the location it was shown with, not the one the visitor has moved
 * on to: otherwise a hidden /login would read /mine's query. This is what
 * <Routes location={location}> does for its subtree, without the route matching and
 * error rendering that come with <Routes> (docs/start-path.md, "The router"): the app
 * has no nested routes, so there is nothing to match.
 * Like <Routes>, it renders again on every visit (it reads the router's location) and
 * gives its subtree a new context value then: the kept pages' router hooks re-run on
 * each navigation, which the player relies on (shell-navigation.spec.ts: a hidden home
 * player stays paused where it was left).
 */
function OwnLocation({ location, children }: { location: Location; children: ReactNode }) {
  useLocation();
  return (
    <LocationContext.Provider value={{ location, navigationType: NavigationType.Pop }}>
      {children}
    </LocationContext.Provider>
  );
}
