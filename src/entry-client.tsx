/**
 * Browser entry: hydrates the prerendered page. The locale comes from the path and its catalog is
 * activated before hydration, so the first client render matches the HTML exactly.
 */
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';

import { boot } from './boot';
import { loadIconSprite } from './components/icons/icon-sprite';
import { clickHolder } from './first-load/click-holder';
import { whenSiteStylesheetLoaded } from './first-load/site-stylesheet';
import './lib/install-offer-capture';
import { activatePageLocale } from './lib/i18n/i18n';
import { langRedirectTarget } from './lib/i18n/locale';
import { nextTask } from './lib/idle';
import { installScrollPolicy } from './lib/scroll-policy';
import { createAppRouter } from './router';
import { RENDERED_PATH_META } from './site-map/rendered-path';
import { whenWebFontsAdded } from './styles/web-fonts';

/** How long hydration waits for the web fonts at most (they were requested with the stylesheet). */
const MAX_WEB_FONT_WAIT_MS = 2000;

async function start() {
  // ?lang=de|en: go to the matching path, replacing this history entry, before anything renders.
  const target = langRedirectTarget(window.location);
  if (target) {
    window.location.replace(target);
    return;
  }
  // Not awaited: the icons appear when it arrives, hydration does not wait for them.
  loadIconSprite().catch((error: unknown) => console.error('The icon sprite could not load', error));
  // React DOM's client, the largest module, is evaluated in a task of its own, not in this one's
  // (the loader preloaded it, so an import now would evaluate it at once).
  const [{ hydrateRoot }] = await Promise.all([
    nextTask().then(() => import('react-dom/client')),
    activatePageLocale(window.location.pathname),
    whenSiteStylesheetLoaded(),
    whenWebFontsAdded(MAX_WEB_FONT_WAIT_MS),
  ]);
  // Not in the task that added the fonts (and lays the page out again in them).
  await nextTask();

  // The 404 page of each language is prerendered once, under a probe path, and served for every
  // unknown path. Its router state belongs to the probe path, so hydrate under that path and put
  // the visited URL back right after the first render (same history entry, same content).
  const renderedPath = document.querySelector<HTMLMetaElement>(`meta[name="${RENDERED_PATH_META}"]`)?.content;
  const visited = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const hydrateUnder = renderedPath && renderedPath !== window.location.pathname ? renderedPath : null;
  if (hydrateUnder) window.history.replaceState(window.history.state, '', hydrateUnder);

  const router = createAppRouter();
  installScrollPolicy(router);
  if (hydrateUnder) {
    const off = router.subscribe('onRendered', () => {
      off();
      router.history.replace(visited);
    });
  }
  // Not in the task that created the router's tree.
  await nextTask();
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole page in one long task (a scroll or tap is handled in between).
  // RouterClient adopts the prerendered page's router state from its inline script first.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
  clickHolder().reactListening(document);
  // Everything that starts after hydration, in its stated order.
  void boot();
}

void start();
