import { use, type ComponentType } from 'react';
import type { Namespaces } from '@/shared/i18n/i18n-types';
import { forgetFailedTexts, requestTexts, useTexts } from '@/shared/i18n/namespaces';
import { failedModuleAddress, importAfresh } from '@/shared/utils/import-afresh';

export interface LazyScreen {
  /** Starts loading the chunk (once) and its texts; the router's loader awaits them before it commits a visit. */
  preload(): Promise<unknown>;
  /** Renders the screen: synchronously once its chunk has arrived, else suspends. */
  Component: ComponentType;
}

const forgetFailures = new Set<() => void>();

/**
 * Lets the chunks that failed to load (offline, a deploy in between) be fetched again.
 * Called by the error screen's retry and before each visit; never during a render, so a
 * failing chunk cannot turn into a render loop of requests.
 */
export function retryFailedScreenLoads(): void {
  forgetFailures.forEach((forget) => forget());
  forgetFailures.clear();
  forgetFailedTexts();
}

/**
 * A screen in its own chunk. Not React.lazy, for two reasons: React.lazy suspends at
 * least once even for a chunk that has already arrived, which would flash the fallback
 * over a sliding page; and it keeps a failed import forever, so the error screen's
 * retry could never succeed after a network blip. `namespaces`: the dictionary namespaces its texts
 * come from (tests/tooling/screen-namespaces.test.ts checks the list against the code).
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespaces[] = [],
): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  let failedAddress: string | null = null;
  const forget = () => {
    pending = undefined;
  };
  const preloadChunk = () =>
    (pending ??= (failedAddress === null ? load() : importAfresh<{ default: ComponentType }>(failedAddress)).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failedAddress ??= failedModuleAddress(error);
        forgetFailures.add(forget);
        throw error;
      },
    ));
  const preload = () => Promise.all([preloadChunk(), requestTexts(namespaces)]);

  function Screen() {
    useTexts(namespaces);
    // The same promise on every render until it is forgotten, as use() requires; a
    // rejected one throws to the page's error boundary.
    const Loaded = loaded ?? use(preloadChunk());
    return <Loaded />;
  }
  return { preload, Component: Screen };
}
