import { deferredPart } from '@/components/deferred/deferred-part';

/** "Book a viewing" in a page's first screen: in its HTML at once, its code once the page is interactive. */
export const DeferredBookViewingLink = deferredPart(
  () => import('./book-viewing-link').then((module) => module.BookViewingLink),
  { when: 'interactive', prerendered: true },
);
