import { lazy, Suspense, useEffect, useState } from 'react';

import { loadCatalogOnDemand } from '@/lib/i18n/i18n';
import { addPrintPart } from '@/lib/print-parts';

/** The code, the QR encoder and the viewings' texts: loaded for print only, never with the page. */
const PrintedBookingCode = lazy(() =>
  Promise.all([import('./printed-booking-code'), loadCatalogOnDemand('viewings')]).then(([module]) => ({
    default: module.PrintedBookingCode,
  })),
);

/** A promise with its resolve, for the print button to wait until the code is drawn. */
function drawnSignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The printed exposé's QR code that books a viewing of this flat. Drawn once the page is about to print:
 * the print button (which waits for it, lib/print-parts.ts), the browser's print dialog, or print media.
 */
export function PrintBookingCode({ weNr }: { weNr: string }) {
  const [wanted, setWanted] = useState(false);
  const [drawn] = useState(drawnSignal);
  useEffect(() => {
    const want = () => setWanted(true);
    const print = window.matchMedia('print');
    const onMedia = () => print.matches && want();
    // Print media may have come before this part mounted (a page printed as soon as it opened).
    onMedia();
    window.addEventListener('beforeprint', want);
    print.addEventListener('change', onMedia);
    const removePart = addPrintPart(() => {
      want();
      return drawn.promise;
    });
    return () => {
      window.removeEventListener('beforeprint', want);
      print.removeEventListener('change', onMedia);
      removePart();
    };
  }, [drawn]);
  return (
    wanted && (
      <Suspense fallback={null}>
        <PrintedBookingCode weNr={weNr} onDrawn={drawn.resolve} />
      </Suspense>
    )
  );
}
