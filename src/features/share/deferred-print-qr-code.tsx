import { lazy, Suspense, useEffect, useState } from 'react';

import { onIdle } from '@/lib/idle';

const PrintQrCode = lazy(() => import('./print-qr-code').then((module) => ({ default: module.PrintQrCode })));

/**
 * The printed exposé's QR code: its code and encoder load once the page is idle, never with the first load,
 * so it is drawn before anyone can print.
 */
export function DeferredPrintQrCode({ url }: { url: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onIdle(() => setWanted(true), 3000), []);
  return wanted ? (
    <Suspense fallback={null}>
      <PrintQrCode url={url} />
    </Suspense>
  ) : null;
}
