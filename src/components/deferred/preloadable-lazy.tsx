/**
 * React.lazy with a `preload()`, so that a part the page is about to show (the tab named in the URL)
 * renders synchronously, without a fallback or a throttled commit.
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

import { whenReleased } from '@/lib/deferred-gates';

import { settled } from './deferred-component';

export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once; again after a failure). */
  preload(): Promise<void>;
  /** Whether the code has loaded: the component then renders without suspending. */
  isLoaded(): boolean;
};

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A dropped connection: the next render or preload tries again.
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() =>
    loaded ? settled({ default: loaded }) : loadOnce().then((component) => ({ default: component })),
  );
  return Object.assign(Component, {
    preload: () => loadOnce().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}

/** Starts loading, quietly: a failed load is tried again by the render that needs it. */
export function preloadQuietly(loadAhead: () => Promise<unknown>): void {
  loadAhead().catch(() => undefined);
}

/**
 * Loads code a tap is likely to need next once the start-up sequence says the page is idle, so that
 * the tap renders at once; a finger going down on the button can load it sooner (`preloadQuietly`).
 */
export function usePreloadWhenIdle(loadAhead: () => Promise<unknown>): void {
  useEffect(() => {
    let active = true;
    void whenReleased('next-taps').then(() => active && preloadQuietly(loadAhead));
    return () => {
      active = false;
    };
  }, [loadAhead]);
}
