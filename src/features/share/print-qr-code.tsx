import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { qrDrawing } from './qr-matrix';

/** A QR code for the printed page only, that books a viewing (the exposé's); loaded by deferred-print-qr-code.tsx. */
export function PrintQrCode({ url }: { url: string }) {
  const { t } = useLingui();
  const { size, path } = useMemo(() => qrDrawing(url), [url]);
  return (
    <figure style={{ margin: 0, display: 'flex', alignItems: 'center', gap: '0.75rem' }} data-print-qr={url}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="96"
        height="96"
        role="img"
        aria-label={t`QR code of the link: ${url}`}
        shapeRendering="crispEdges"
        data-qr-text={url}
      >
        <rect width={size} height={size} fill="#FFFFFF" />
        <path d={path} fill="#000000" />
      </svg>
      <figcaption style={{ fontSize: '0.8rem' }}>{t`Scan to book a viewing: ${url}`}</figcaption>
    </figure>
  );
}
