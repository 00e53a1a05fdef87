import { lazy, Suspense, useEffect, useState } from 'react';

import { onOfflineReady, onUpdateAvailable } from '../sw-bridge';
import type { ServiceWorkerNoticeKind } from './service-worker-notice';

const ServiceWorkerNotice = lazy(() =>
  import('./service-worker-notice').then((module) => ({ default: module.ServiceWorkerNotice })),
);

/**
 * Service-worker notices, in the notice dock: "ready to work offline" after the first install, and
 * "a new version is available", where the visitor decides when the page reloads. The notice's code
 * loads only when the worker reports one.
 */
export function UpdatePrompt() {
  const [notice, setNotice] = useState<ServiceWorkerNoticeKind | null>(null);
  useEffect(() => onOfflineReady(() => setNotice((current) => current ?? 'offline-ready')), []);
  useEffect(() => onUpdateAvailable(() => setNotice('update')), []);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerNotice kind={notice} onDismiss={() => setNotice(null)} />
    </Suspense>
  );
}
