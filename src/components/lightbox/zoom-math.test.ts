import { describe, expect, it } from 'vitest';

import {
  clampZoom,
  containRect,
  MAX_SCALE,
  MIN_TAP_SCALE,
  pinch,
  tapZoomScale,
  UNZOOMED,
  zoomAt,
} from './zoom-math';

const phone = { width: 390, height: 700 };
// A landscape floor layout on a portrait phone: full width, centred vertically.
const layout = containRect(phone, 1120 / 926);

describe('the lightbox zoom geometry', () => {
  it('fits a picture into the frame without cropping, centred', () => {
    expect(layout.width).toBe(390);
    expect(layout.height).toBeCloseTo(322.4, 1);
    expect(layout.x).toBe(0);
    expect(layout.y).toBeCloseTo((700 - 322.4) / 2, 1);
    const portrait = containRect(phone, 0.5);
    expect(portrait).toEqual({ x: 20, y: 0, width: 350, height: 700 });
    expect(containRect(phone, Number.NaN)).toEqual({ x: 0, y: 0, ...phone });
  });

  it('keeps the point under the fingers in place while zooming', () => {
    const at = { x: 100, y: 300 };
    const zoomed = zoomAt(UNZOOMED, 3, at);
    // The picture point that was at (100, 300) is still drawn there.
    expect((at.x - zoomed.x) / zoomed.scale).toBeCloseTo(at.x, 5);
    expect((at.y - zoomed.y) / zoomed.scale).toBeCloseTo(at.y, 5);
  });

  it('pinches about the fingers’ midpoint and follows it when the fingers move', () => {
    const start = { scale: 2, x: -100, y: -200 };
    const startMid = { x: 200, y: 350 };
    const picturePoint = { x: (startMid.x - start.x) / start.scale, y: (startMid.y - start.y) / start.scale };
    const mid = { x: 180, y: 400 };
    const result = pinch(start, startMid, mid, 1.5);
    expect(result.scale).toBe(3);
    expect(result.x + picturePoint.x * result.scale).toBeCloseTo(mid.x, 5);
    expect(result.y + picturePoint.y * result.scale).toBeCloseTo(mid.y, 5);
  });

  it('never leaves a gap at the picture’s edges and centres what is smaller than the frame', () => {
    // Zoomed 3×: 1170 px wide, so x runs from 390 − 1170 = −780 to 0.
    expect(clampZoom({ scale: 3, x: 50, y: 0 }, phone, layout).x).toBeCloseTo(0, 5);
    expect(clampZoom({ scale: 3, x: -5000, y: 0 }, phone, layout).x).toBeCloseTo(-780, 5);
    // 3 × 322 = 967 px tall in a 700 px frame: the picture's top (at 3 × 188.8) may reach the frame's top.
    const top = clampZoom({ scale: 3, x: 0, y: 1000 }, phone, layout);
    expect(top.y + layout.y * 3).toBeCloseTo(0, 5);
    // 1.5 × 322 = 484 px, less than 700: centred vertically whatever was asked.
    const centred = clampZoom({ scale: 1.5, x: 0, y: 400 }, phone, layout);
    expect(centred.y + layout.y * 1.5 + (layout.height * 1.5) / 2).toBeCloseTo(350, 5);
  });

  it('keeps the scale between 1 and the maximum, and snaps back to unzoomed', () => {
    expect(clampZoom({ scale: 0.4, x: 30, y: 30 }, phone, layout)).toEqual(UNZOOMED);
    expect(clampZoom({ scale: 1.005, x: 30, y: 30 }, phone, layout)).toEqual(UNZOOMED);
    expect(clampZoom({ scale: 40, x: 0, y: 0 }, phone, layout).scale).toBe(MAX_SCALE);
  });

  it('double-tap zooms a drawing to its own size, within limits', () => {
    // The floor layout drawn 1120 units wide shown 358 px wide: its own size is 3.13×.
    expect(tapZoomScale({ width: 358, height: 296 }, { width: 1120, height: 926 })).toBeCloseTo(3.13, 2);
    // At 320 px its labels need 4.4×; a photo (no own size) gets the minimum.
    expect(tapZoomScale({ width: 254, height: 210 }, { width: 1120, height: 926 })).toBeCloseTo(4.41, 2);
    expect(tapZoomScale({ width: 358, height: 296 }, undefined)).toBe(MIN_TAP_SCALE);
    expect(tapZoomScale({ width: 100, height: 100 }, { width: 2000, height: 2000 })).toBe(MAX_SCALE);
  });
});
