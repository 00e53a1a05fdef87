import { lazy, Suspense, useSyncExternalStore } from 'react';

import { hasShownToast, subscribeToFirstToast } from './toast';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear; mounts (and loads its code) with the first toast. */
export function ToastViewport() {
  const needed = useSyncExternalStore(subscribeToFirstToast, hasShownToast, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={3} />
    </Suspense>
  );
}
