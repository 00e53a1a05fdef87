import { useMemo, type SVGProps } from 'react';

import { qrDrawing } from '@/lib/qr-matrix';

/** A QR code of `text` as a crisp black-on-white SVG image, named by `label` (the share dialog, the printed exposé). */
export function QrCodeImage({
  text,
  label,
  ...props
}: { text: string; label: string } & Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'role'>) {
  const { size, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      {...props}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#FFFFFF" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
