/**
 * "Book a viewing" from the finder's card and the printed exposé's QR code, on a phone (issue 51, point 2):
 * see viewing-entry-helpers.ts; the tablet's in viewing-entries.spec.ts.
 */
import { viewingEntryTests } from './viewing-entry-helpers';

viewingEntryTests({
  viewport: { width: 390, height: 844 },
  flat: '1.0.2',
  soldFlat: '1.0.1',
  printed: { en: '1.5.4', de: '2.3.1' },
});
