/**
 * Messages a page posts to the service worker (src/sw/sw.ts answers them). SKIP_WAITING is
 * Workbox's own convention (workbox-window's messageSkipWaiting sends it).
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Asks the worker in control to answer at once, so that it is running when the next message arrives. */
export const WAKE_MESSAGE = 'WAKE';
