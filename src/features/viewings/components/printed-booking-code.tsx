import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { QrCodeImage } from '@/components/qr-code/qr-code-image';
import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { absoluteUrl } from '@/lib/site';
import { viewingBookingPath } from '@/site-map/pages';

/**
 * The QR code on a printed exposé that books a viewing of its flat (the booking page in the page's
 * language, the flat chosen), captioned; sized and placed by the exposé's print styles
 * (unit-page.module.css). Loaded by print-booking-code.tsx.
 */
export function PrintedBookingCode({ weNr, onDrawn }: { weNr: string; onDrawn: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const url = absoluteUrl(localizePath(viewingBookingPath(weNr), locale));
  useEffect(onDrawn, [onDrawn]);
  return (
    <figure data-print-qr={url}>
      <QrCodeImage text={url} label={t`QR code to book a viewing: ${url}`} />
      <figcaption>{t`Scan to book a viewing`}</figcaption>
    </figure>
  );
}
