import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';

import { QUIET_ZONE, qrDrawing } from './qr-matrix';

/** The dark modules the path draws, read back from its runs. */
function darkModules(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run); dx += 1) dark.add(`${Number(x) + dx},${y}`);
  }
  return dark;
}

describe('qrDrawing', () => {
  const url = 'https://grabbeallee68.de/de/projects/grabbeallee-68/apartments/2.3.1';

  it('draws exactly the dark modules of the encoded symbol', () => {
    const drawing = qrDrawing(url);
    const { data } = encode(url, { ecc: 'M', border: QUIET_ZONE });
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x},${y}`)));
    expect(darkModules(drawing.path)).toEqual(expected);
    expect(drawing.size).toBe(data.length);
  });

  it('keeps a quiet zone of four light modules on every side', () => {
    const { size, path } = qrDrawing(url);
    for (const key of darkModules(path)) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(x).toBeLessThan(size - QUIET_ZONE);
      expect(y).toBeLessThan(size - QUIET_ZONE);
    }
  });

  it('differs between the languages of a page', () => {
    expect(qrDrawing(url).path).not.toBe(qrDrawing(url.replace('/de/', '/')).path);
  });
});
