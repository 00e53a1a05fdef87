import { lazy, Suspense, useSyncExternalStore } from 'react';

import { currentToasts, serverToasts, subscribeToasts } from './toast';

const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/** Where toasts appear, in the notice dock; mounts (and loads its code) with the first toast. */
export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
