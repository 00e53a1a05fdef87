import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { currentCookieConsent, subscribeCookieConsent } from '@/components/layout/cookie-consent';

import { onOfflineReady, onUpdateAvailable } from '../sw-bridge';
import type { ServiceWorkerNoticeKind } from './service-worker-notice';

const ServiceWorkerNotice = lazy(() =>
  import('./service-worker-notice').then((module) => ({ default: module.ServiceWorkerNotice })),
);

const cookieNoticeShown = () => currentCookieConsent() === null;

/**
 * Service-worker notices, in the notice dock: "ready to work offline" after the first install, and
 * "a new version is available", where the visitor decides when the page reloads. The notice's code
 * loads only when the worker reports one. "Ready to work offline" is news, not a question: it waits
 * until the cookie notice is read, so that a first visit never has two notices over the page.
 */
export function UpdatePrompt() {
  const [notice, setNotice] = useState<ServiceWorkerNoticeKind | null>(null);
  const cookieNoticeFirst = useSyncExternalStore(subscribeCookieConsent, cookieNoticeShown, () => true);
  useEffect(() => onOfflineReady(() => setNotice((current) => current ?? 'offline-ready')), []);
  useEffect(() => onUpdateAvailable(() => setNotice('update')), []);
  if (!notice || (notice === 'offline-ready' && cookieNoticeFirst)) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerNotice kind={notice} onDismiss={() => setNotice(null)} />
    </Suspense>
  );
}
