/**
 * Components prerendered whole but whose code loads after the page is interactive: React keeps their
 * HTML in place meanwhile (a dehydrated Suspense boundary), so a visitor who reads only the first screen
 * never pays for them. On a client navigation `preload()` loads them first, so their anchors exist.
 */
import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

import { clickHolder } from '@/first-load/click-holder';
import { isHydrated, whenHydrated } from '@/first-load/hydration';
import { whenReleased } from '@/lib/deferred-gates';
import { loadWithRetry } from '@/lib/load-with-retry';
import { whenSeenOrEngaged } from '@/lib/when-seen-or-engaged';

export type DeferredComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now if the page is interactive; during the first hydration it is left to wait. */
  preload(): Promise<void> | undefined;
};

const loaders = new Set<() => Promise<unknown>>();

/** Server rendering: loads every deferred component registered so far. */
export async function preloadDeferredComponents(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/** A thenable that calls back at once, so React.lazy renders an already loaded module synchronously. */
export function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => onFulfilled?.(value) as never,
  };
  return thenable as Promise<T>;
}

export interface DeferredOptions {
  /**
   * The id of the first element of its prerendered HTML. Given, the first hydration also waits
   * until that element is seen or the visitor scrolls, touches, clicks or types.
   */
  hydrateWhenSeen?: string;
  /**
   * True when the first page is about to replace the part: it then waits for `preload()`, as hydrating
   * what goes a moment later is wasted work. Keep it out from under a changing context provider: React
   * would have to hydrate it to pass the change on, and a transition would wait for that forever.
   */
  waitForPreload?: () => boolean;
}

/** Runs `callback` once its Suspense boundary's content is committed (for a deferred part: hydrated). */
function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

/** A tap held while the part waited for its code is clicked again. */
const partReady = () => clickHolder().partReady();

export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { hydrateWhenSeen, waitForPreload }: DeferredOptions = {},
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // A client navigation (the route's loader calls preload) renders it at once, even while the first
  // page's copy still waits for its gate or for the visitor.
  let preloaded = false;
  let onPreload: () => void = () => {};
  const whenPreloaded = () => new Promise<void>((resolve) => (onPreload = resolve));
  const whenWanted = (): Promise<void> =>
    hydrateWhenSeen === undefined || preloaded
      ? Promise.resolve()
      : Promise.race([whenSeenOrEngaged(document.getElementById(hydrateWhenSeen)), whenPreloaded()]);
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    // Offline, the prerendered HTML stays as it is, readable and with working links, until the code arrives.
    (loading ??= (import.meta.env.SSR ? load() : loadWithRetry(load)).then((component) => {
      loaded = component;
      return component;
    }));
  loaders.add(loadOnce);

  const Lazy = lazy(() => {
    if (loaded) return settled({ default: loaded });
    // After a client navigation, or once interactive without hydrateWhenSeen: load now (the routes'
    // boundaries hydrate after the root's first effect, so isHydrated() is already true for them).
    const ready =
      import.meta.env.SSR || preloaded || (hydrateWhenSeen === undefined && isHydrated())
        ? loadOnce()
        : waitForPreload?.()
          ? whenPreloaded().then(loadOnce)
          : whenHydrated()
              .then(() => whenReleased('page-sections'))
              .then(() => Promise.all([loadOnce(), whenWanted()]))
              .then(([component]) => component);
    return ready.then((component) => ({ default: component }));
  });

  // Memoised: a waiting deferred part must not re-render, or React replaces its prerendered HTML with
  // the empty fallback; so give it props that keep their identity.
  const Deferred = memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <OnCommitted callback={partReady} />
      </Suspense>
    );
  });
  return Object.assign(Deferred, {
    preload: () => {
      if (!isHydrated()) return undefined;
      preloaded = true;
      onPreload();
      return loadOnce().then(() => undefined);
    },
  }) as unknown as DeferredComponent<P>;
}
