import { preloadableLazy } from '@/components/deferred/preloadable-lazy';

/**
 * The unit lightbox's code, loaded ahead once the page is idle or when a finger goes down on a
 * plan (the finder's cards, the unit page): the tap then opens it in one render, without waiting.
 */
export const UnitLightbox = preloadableLazy(() =>
  import('./unit-lightbox').then((module) => module.UnitLightbox),
);

export const preloadUnitLightbox = () => UnitLightbox.preload();
