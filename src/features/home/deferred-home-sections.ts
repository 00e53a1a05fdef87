import { deferredComponent } from '@/components/deferred/deferred-component';

/**
 * The home page below the hero: in the prerendered page from the start, its code loads once the
 * page is interactive, so the first screen hydrates with less JavaScript.
 */
export const DeferredHomeSections = deferredComponent(() =>
  import('./components/home-sections').then((module) => module.HomeSections),
);
