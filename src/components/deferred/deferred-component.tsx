/**
 * Components whose code loads after the page is interactive, while their HTML is in the
 * prerendered page from the start (for below-the-fold sections of the home page).
 *
 * - Server rendering: `preloadDeferredComponents()` loads every deferred component before the page
 *   renders, so the HTML holds their full content.
 * - Hydration: the component's code is not there yet, so React leaves its prerendered HTML in place
 *   (a dehydrated Suspense boundary: nothing flashes, nothing shifts) and hydrates the rest of the
 *   page. Its code loads once the page is interactive (React reaches the route's boundaries after
 *   the root's first effect), and React hydrates it in place. With `hydrateWhenSeen`, the code waits
 *   for the start-up sequence (src/boot.ts) to release the 'page-sections' group, and React hydrates
 *   it only once the visitor goes on from the first screen (lib/when-seen-or-engaged.ts): a visitor
 *   who reads only the first screen never pays for it, and until then its links work as plain links.
 * - Later client navigations: `preload()` (called from the route's loader) loads it before the
 *   page renders, so anchors such as /#contact exist when the router scrolls to them.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';

import { clickHolder } from '@/first-load/click-holder';
import { isHydrated, whenHydrated } from '@/first-load/hydration';
import { whenReleased } from '@/lib/deferred-gates';
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

/** The longest wait between two attempts to load a deferred component's code. */
const MAX_RETRY_DELAY_MS = 30_000;

/** The connection is back, or `ms` have passed. */
function nextAttempt(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Loading fails when the connection drops before the code arrived (and no service worker has it
 * yet). Meanwhile the prerendered HTML stays as it is, readable and with working links; the code
 * is fetched again when the connection returns, or after a growing pause.
 */
async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      console.warn('A part of the page could not load its code yet; trying again.', error);
      await nextAttempt(Math.min(MAX_RETRY_DELAY_MS, 2_000 * 2 ** attempt));
    }
  }
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
   * Asked on the first page: true when the page is about to replace the part (the project overview
   * when the address opens another tab). It then neither loads its code nor hydrates until
   * `preload()`: hydrating what is removed a moment later is a long task's worth of wasted work.
   * Its boundary must then not sit under a context provider whose value changes meanwhile: React
   * would have to hydrate it to pass the change on, and a transition would wait for that forever.
   */
  waitForPreload?: () => boolean;
}

/** Runs `callback` once its Suspense boundary's content is committed (for a deferred part: hydrated). */
function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

/**
 * A deferred part counts as waiting for its code from its wrapper's first commit until its own
 * content's (first-load/click-holder.ts: meanwhile a tap on a button of it that React has not hydrated is held).
 * On the first page that is from the page's hydration until the part's; after a client navigation
 * nothing in it is waiting to be hydrated, so nothing is held.
 */
function useHydrationTracking(): () => void {
  const part = useRef({ isHydrated: false, done: () => {} });
  const hydrated = useCallback(() => {
    part.current.isHydrated = true;
    part.current.done();
  }, []);
  useEffect(() => {
    // Effects run children first: content committed with its wrapper has said so already.
    if (part.current.isHydrated) return;
    const done = clickHolder().partWaiting();
    part.current.done = done;
    return done;
  }, []);
  return hydrated;
}

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
    (loading ??= (import.meta.env.SSR ? load() : loadWithRetry(load)).then((component) => {
      loaded = component;
      return component;
    }));
  loaders.add(loadOnce);

  const Lazy = lazy(() => {
    if (loaded) return settled({ default: loaded });
    // Rendered after a client navigation, or (without hydrateWhenSeen) once the page is
    // interactive: load now. The first page's copy otherwise waits for its gate and the visitor.
    // (React hydrates the routes' Suspense boundaries after the root, whose first effect sets the
    // isHydrated() flag: the first page's deferred parts render after it too.)
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

  // Memoised: a boundary that receives an update before its code has loaded can no longer be
  // hydrated, and React would replace its prerendered HTML by the (empty) fallback. So a parent's
  // re-render must not reach it: give it props that keep their identity.
  const Deferred = memo(function Deferred(props: P) {
    const hydrated = useHydrationTracking();
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <OnCommitted callback={hydrated} />
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
