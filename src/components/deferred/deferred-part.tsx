/**
 * The one way the site defers a part's code, and says when it loads:
 * - `interactive`: once the page is interactive and the start-up sequence (src/boot.ts) lets parts load;
 * - `{ seen: id }`: loaded as `interactive`, hydrated once that element is on screen or the visitor goes on;
 * - `asked`: only when rendered or `preload()`ed (a tap, a route's loader), and ahead of a likely tap
 *   once the page is idle (`usePreloadWhenIdle`, `usePartsMayLoad('idle')`).
 * A `prerendered` part is in the page's HTML: React keeps that HTML in place until the code has
 * loaded and hydrated it, and a tap on it meanwhile is clicked again once it has.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';

import { clickHolder } from '@/first-load/click-holder';
import { isHydrated, whenHydrated } from '@/first-load/hydration';
import { whenPartsMayLoad, type PartsMoment } from '@/lib/deferred-gates';
import { onIdle } from '@/lib/idle';
import { loadWithRetry } from '@/lib/load-with-retry';
import { whenSeenOrEngaged } from '@/lib/when-seen-or-engaged';

export type PartLoad = 'interactive' | 'asked' | { seen: string };

export interface PartOptions {
  when: PartLoad;
  /** In the prerendered page (see above). */
  prerendered?: boolean;
  /**
   * For a prerendered part: true when the first page is about to replace it, so it waits for
   * `preload()` rather than hydrate what goes a moment later. Keep such a part out from under a changing
   * context provider: React would have to hydrate it to pass the change on, and a transition would
   * wait for that forever.
   */
  waitForPreload?: () => boolean;
}

export type DeferredPart<P extends object> = ComponentType<P> & {
  /** Loads the code now (a prerendered part only once the page is interactive: before, it resolves at once). */
  preload(): Promise<void>;
  /** Whether the code has loaded: the part then renders without suspending. */
  isLoaded(): boolean;
};

const prerenderedLoaders = new Set<() => Promise<unknown>>();

/** Server rendering: loads every prerendered part registered so far. */
export async function preloadPrerenderedParts(): Promise<void> {
  await Promise.all([...prerenderedLoaders].map((load) => load()));
}

/** A thenable that calls back at once, so React.lazy renders an already loaded module synchronously. */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => onFulfilled?.(value) as never,
  };
  return thenable as Promise<T>;
}

/** Runs `callback` once its Suspense boundary's content is committed (for a prerendered part: hydrated). */
function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

const partReady = () => clickHolder().partReady();

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, prerendered = false, waitForPreload }: PartOptions,
): DeferredPart<P> {
  let loaded: ComponentType<P> | undefined;
  // Asked for (a client navigation's loader, a tap): it loads and renders at once, even while the
  // first page's copy still waits for its turn or for the visitor.
  let asked = false;
  let onAsked: () => void = () => {};
  const whenAsked = new Promise<void>((resolve) => (onAsked = resolve));
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    // Offline, a prerendered part stays as it is, readable and with working links, until the code
    // arrives; any other part fails, and the next render or preload() tries again.
    (loading ??= (prerendered && !import.meta.env.SSR ? loadWithRetry(load) : load()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (prerendered) prerenderedLoaders.add(loadOnce);
  const seen = typeof when === 'object' ? when.seen : undefined;

  /** What the first render of the part waits for before its code loads. */
  const turn = (): Promise<unknown> => {
    if (import.meta.env.SSR || asked || when === 'asked') return Promise.resolve();
    if (prerendered && waitForPreload?.()) return whenAsked;
    // The routes' boundaries hydrate after the root's first effect: isHydrated() is already true there.
    if (seen === undefined && isHydrated()) return Promise.resolve();
    return Promise.race([whenHydrated().then(() => whenPartsMayLoad('interactive')), whenAsked]);
  };

  /** A part hydrated when seen: the visitor has gone on to it (or it was asked for). */
  const wanted = (): Promise<unknown> =>
    seen === undefined || asked || import.meta.env.SSR
      ? Promise.resolve()
      : Promise.race([whenSeenOrEngaged(document.getElementById(seen)), whenAsked]);

  const Lazy = lazy(() => {
    if (loaded) return settled({ default: loaded });
    return turn()
      .then(() => Promise.all([loadOnce(), wanted()]))
      .then(([component]) => ({ default: component }));
  });

  const Part = prerendered
    ? // Memoised: a waiting prerendered part must not re-render, or React replaces its HTML with the
      // empty fallback; so give it props that keep their identity.
      memo(function PrerenderedPart(props: P) {
        return (
          <Suspense fallback={null}>
            <Lazy {...props} />
            <OnCommitted callback={partReady} />
          </Suspense>
        );
      })
    : Lazy;

  return Object.assign(Part, {
    preload: (): Promise<void> => {
      if (prerendered && !isHydrated()) return Promise.resolve();
      asked = true;
      onAsked();
      return loadOnce().then(() => undefined);
    },
    isLoaded: () => loaded !== undefined,
  }) as unknown as DeferredPart<P>;
}

/** Starts loading, quietly: a failed load is tried again by the render that needs it. */
export function preloadQuietly(loadAhead: () => Promise<unknown>): void {
  loadAhead().catch(() => undefined);
}

/**
 * Runs `run` once the start-up sequence lets parts of this moment load (not after unmounting); the
 * cleanup `run` may return is called on unmount.
 */
function useWhenPartsMayLoad(moment: PartsMoment, run: () => (() => void) | void): void {
  useEffect(() => {
    let active = true;
    let cleanup: (() => void) | void;
    void whenPartsMayLoad(moment).then(() => {
      if (active) cleanup = run();
    });
    return () => {
      active = false;
      cleanup?.();
    };
  }, [moment, run]);
}

/** How long a preload for a likely tap waits at most for the browser to be idle. */
const PRELOAD_IDLE_TIMEOUT_MS = 2000;

/**
 * Loads what a tap is likely to need next once the start-up sequence says the page is idle and the
 * browser is idle again, so that the tap renders at once; a finger going down on the button can load
 * it sooner (`preloadQuietly`). A part that a tap mounts thus preloads after that tap's frame, not in it.
 */
export function usePreloadWhenIdle(loadAhead: () => Promise<unknown>): void {
  useWhenPartsMayLoad(
    'idle',
    useCallback(() => onIdle(() => preloadQuietly(loadAhead), PRELOAD_IDLE_TIMEOUT_MS), [loadAhead]),
  );
}

/**
 * Whether the start-up sequence has let parts of this moment load: false on the server and in the
 * first hydration, so a part's placeholder is prerendered and hydrates as it is.
 */
export function usePartsMayLoad(moment: PartsMoment): boolean {
  const [mayLoad, setMayLoad] = useState(false);
  useWhenPartsMayLoad(
    moment,
    useCallback(() => setMayLoad(true), []),
  );
  return mayLoad;
}
