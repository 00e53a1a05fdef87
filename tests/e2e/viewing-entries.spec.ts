/**
 * "Book a viewing" from the finder's card and the printed exposé's QR code, on a tablet (issue 51, point 2):
 * see viewing-entry-helpers.ts; the phone's in viewing-entries.mobile.spec.ts. 2.3.1 is Reserved, 1.5.4 on hold.
 */
import { viewingEntryTests } from './viewing-entry-helpers';

viewingEntryTests({
  viewport: { width: 1024, height: 768 },
  flat: '2.3.1',
  soldFlat: '1.0.1',
  printed: { en: '1.0.4', de: '1.5.4' },
  printButton: true,
});
