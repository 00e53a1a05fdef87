import { deferredPart } from '@/components/deferred/deferred-part';

/**
 * The unit lightbox's code, loaded ahead once the page is idle or when a finger goes down on a
 * plan (the finder's cards, the unit page): the tap then opens it in one render, without waiting.
 */
export const UnitLightbox = deferredPart(
  () => import('./unit-lightbox').then((module) => module.UnitLightbox),
  {
    when: 'asked',
  },
);

export const preloadUnitLightbox = () => UnitLightbox.preload();
