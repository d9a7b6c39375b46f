import { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { PageTransition } from '../navigation/navigation-store';
import { routeList, type RouteKey } from '../navigation/routes';
import { screens } from '../routes/screens';
import { useNavigationStore } from '../navigation/use-back';
import { KeptPage, type PageMotion, type PageRole } from './kept-page';

/** Longer than the CSS animations (280 ms): ends a transition whose animationend never comes (a background tab). */
const TRANSITION_FALLBACK_MS = 450;

/**
 * Renders every alive page, each in its own <Activity>, in the order they were created
 * (re-ordering would move a playing <video> in the DOM). Only the current page is
 * visible, plus the page being left while a transition runs.
 */
export type ScreenComponents = Readonly<Record<RouteKey, ComponentType>>;

const appScreens = Object.fromEntries(routeList.map(({ key }) => [key, screens[key].Component])) as ScreenComponents;

export function KeepAliveOutlet({ screenComponents = appScreens }: { screenComponents?: ScreenComponents }) {
  const store = useNavigationStore();
  const { alive, currentId, transition } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [firstId] = useState(currentId);

  useEffect(() => {
    if (!transition) return;
    const timer = setTimeout(() => store.finishTransition(transition.id), TRANSITION_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [store, transition]);

  const finish = useCallback(() => {
    if (transition) store.finishTransition(transition.id);
  }, [store, transition]);

  const pages = [...alive].sort((a, b) => a.id - b.id);
  return (
    <div className="pages">
      {pages.map((entry) => {
        const role: PageRole =
          entry.id === currentId ? 'current' : entry.id === transition?.fromId ? 'leaving' : 'hidden';
        const motion = motionOf(transition, entry.id);
        return (
          <KeptPage
            key={entry.id}
            entry={entry}
            Screen={screenComponents[entry.key]}
            role={role}
            motion={motion}
            onMotionEnd={motion && drivesTransition(transition!, entry.id) ? finish : undefined}
            focusOnShow={entry.id !== firstId}
          />
        );
      })}
    </div>
  );
}

/**
 * go: the new page slides in from the inline end over the old one.
 * back: the page being left slides out to the inline end, uncovering the earlier one;
 * when the page being left is gone already (a replace), the earlier one slides in from
 * the inline start instead.
 */
function motionOf(transition: PageTransition | null, id: number): PageMotion {
  if (!transition) return null;
  const { direction, fromId, toId } = transition;
  if (direction === 'go') return id === toId ? 'enter-go' : id === fromId ? 'under-go' : null;
  if (fromId === undefined) return id === toId ? 'enter-back' : null;
  return id === fromId ? 'exit-back' : id === toId ? 'reveal-back' : null;
}

/** The page whose animation ending ends the transition: the one that slides. */
function drivesTransition({ direction, fromId, toId }: PageTransition, id: number): boolean {
  return direction === 'back' && fromId !== undefined ? id === fromId : id === toId;
}
