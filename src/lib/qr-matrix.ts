/**
 * A QR code as one SVG path, generated on the device with uqr (no network, works offline). The path
 * merges each row's runs of dark modules; the quiet zone of four modules is part of the size.
 */
import { encode } from 'uqr';

export interface QrDrawing {
  /** Modules per side, quiet zone included. */
  size: number;
  /** SVG path data of the dark modules, one unit per module. */
  path: string;
}

/** The QR code standard's quiet zone: four light modules around the symbol. */
export const QUIET_ZONE = 4;

export function qrDrawing(text: string): QrDrawing {
  // Level M (15 % recovery): a screen may be photographed at an angle or with glare.
  const { size, data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join('') };
}
