/**
 * Browser entry: hydrates the prerendered page. The locale comes from the path and its catalog is
 * activated before hydration, so the first client render matches the HTML exactly.
 */
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { registerServiceWorker } from './features/pwa/sw-bridge';
import { activateLocale } from './lib/i18n/i18n';
import { langRedirectTarget, localeFromPath } from './lib/i18n/locale';
import { installScrollPolicy } from './lib/scroll-policy';
import { createAppRouter } from './router';

async function start() {
  // ?lang=de|en: go to the matching path, replacing this history entry, before anything renders.
  const target = langRedirectTarget(window.location);
  if (target) {
    window.location.replace(target);
    return;
  }
  await activateLocale(localeFromPath(window.location.pathname));
  const router = createAppRouter();
  installScrollPolicy(router);
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
