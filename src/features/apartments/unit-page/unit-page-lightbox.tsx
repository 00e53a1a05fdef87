import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';

import { usePreloadWhenIdle } from '@/components/deferred/deferred-part';
import type { Unit } from '@/content/units';

import { preloadUnitLightbox, UnitLightbox } from '../components/lazy-unit-lightbox';

interface Shown {
  index: number;
  opened: boolean;
}

/** Opens the unit page's lightbox from the page's buttons (made once for the page's life). */
export interface UnitLightboxControl {
  /** 0 the plan, 1 the floor layout. */
  open: (index: number) => void;
  /** The lightbox's host listens; returns the function that stops it. */
  listen: (show: (shown: Shown) => void) => () => void;
}

export function createUnitLightboxControl(): UnitLightboxControl {
  let listener: ((shown: Shown) => void) | undefined;
  return {
    // As a transition: the tap's frame paints at once, the lightbox renders after it.
    open: (index) => startTransition(() => listener?.({ index, opened: true })),
    listen: (show) => {
      listener = show;
      return () => {
        if (listener === show) listener = undefined;
      };
    },
  };
}

/** What the lightbox is mounted with, closed, once its code has loaded: the plan, its first slide. */
const MOUNTED_CLOSED: Shown = { index: 0, opened: false };

/**
 * The unit page's lightbox with its own state: opening and closing it renders the lightbox alone,
 * not the page (its calculator, forms and pictures) around it. Once the page is idle its code loads
 * and it is mounted closed, hidden (the lightbox keeps its closed content in a hidden React
 * Activity, rendered in the background): a tap on the plan then only shows it.
 */
export function UnitPageLightbox({ unit, control }: { unit: Unit; control: UnitLightboxControl }) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => control.listen(setShown), [control]);
  usePreloadWhenIdle(
    useCallback(
      () =>
        preloadUnitLightbox().then(() =>
          startTransition(() => setShown((current) => current ?? MOUNTED_CLOSED)),
        ),
      [],
    ),
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UnitLightbox
        unit={unit}
        initialIndex={shown.index}
        opened={shown.opened}
        onClose={() => setShown({ ...shown, opened: false })}
      />
    </Suspense>
  );
}
