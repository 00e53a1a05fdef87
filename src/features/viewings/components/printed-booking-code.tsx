import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';

import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { qrDrawing } from '@/lib/qr-matrix';
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
  const { size, path } = useMemo(() => qrDrawing(url), [url]);
  useEffect(onDrawn, [onDrawn]);
  return (
    <figure data-print-qr={url}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t`QR code to book a viewing: ${url}`}
        shapeRendering="crispEdges"
        data-qr-text={url}
      >
        <rect width={size} height={size} fill="#FFFFFF" />
        <path d={path} fill="#000000" />
      </svg>
      <figcaption>{t`Scan to book a viewing`}</figcaption>
    </figure>
  );
}
