/**
 * The page loader: requests the site stylesheet and the client code only once the page has loaded
 * and painted, so the first screen and its hero image have the connection to themselves.
 * A hashed file rather than inline, so that every page's HTML stays within the first round trip.
 */
import { clickHolder } from './click-holder';
import { SITE_STYLESHEET_ATTRIBUTE, type LoaderAssets } from './contract';

/** Written in by the build (LOADER_ASSETS_CONSTANT), read once so that it is written in once. */
declare const FIRST_LOAD_ASSETS: LoaderAssets;
const { stylesheet, entry, fonts, preloads } = FIRST_LOAD_ASSETS;

/** How many module preloads the loader starts in one task. */
const PRELOADS_PER_TASK = 4;

/** After the `load` event and the first contentful paint, how long until the code loads anyway. */
const LATEST_START_MS = 3000;

document.currentScript?.remove();
// A button tapped from now until the page is interactive is held, then clicked again.
clickHolder();

let started = false;

function link(rel: string, href: string, attribute?: string, as?: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  element.crossOrigin = '';
  if (attribute) element.setAttribute(attribute, '');
  if (as) element.as = as;
  document.head.append(element);
}

function start(): void {
  if (started) return;
  started = true;
  link('stylesheet', stylesheet, SITE_STYLESHEET_ATTRIBUTE);
  for (const font of fonts) link('preload', font, undefined, 'font');
  // Each request costs the main thread time on a slow phone: a few per task, so no long task.
  for (let i = 0; i < preloads.length; i += PRELOADS_PER_TASK) {
    setTimeout(() => {
      for (const file of preloads.slice(i, i + PRELOADS_PER_TASK)) link('modulepreload', file);
    }, 0);
  }
  setTimeout(() => void import(entry).catch(console.error), 0);
}

/** Two frames after the first contentful paint: the first screen is on the glass first. */
function afterFrames(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

function whenPainted(): void {
  const Observer = window.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return afterFrames();
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterFrames();
  }).observe({ type: 'paint', buffered: true });
}

if (/[?&]lang=/.test(location.search)) {
  // ?lang= is resolved by the entry at once (it leaves the page), so it starts without waiting.
  start();
} else if (navigator.serviceWorker?.controller) {
  // A page the service worker answers (a repeat visit, the installed app) has everything on the
  // device: nothing competes for the connection, so the stylesheet, fonts and code load at once.
  start();
}
// It may run after DOMContentLoaded (it is async), never after `load`: both cases are covered.
if (document.readyState === 'complete') whenPainted();
else addEventListener('load', whenPainted, { once: true });
const late = () => setTimeout(start, LATEST_START_MS);
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', late, { once: true });
else late();
// A visitor scrolling down needs the styles of the sections below the critical CSS's end.
addEventListener('scroll', start, { once: true, passive: true });
