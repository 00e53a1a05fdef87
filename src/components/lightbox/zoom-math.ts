/**
 * The geometry of the lightbox's zoom (zoom-pan.tsx), pure so that it can be tested alone. A slide's
 * layer has the size of its frame and is drawn with `translate(x, y) scale(scale)` from its top-left
 * corner; the picture sits inside the layer at `content` (fitted to the frame, centred).
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point, Size {}

export interface ZoomState extends Point {
  scale: number;
}

export const UNZOOMED: ZoomState = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 5;
/** A double tap zooms at least this far (further when the picture has more detail, see tapZoomScale). */
export const MIN_TAP_SCALE = 2.5;
/** Below this the picture is taken as not zoomed: a swipe moves to the next slide again. */
export const ZOOMED_FROM = 1.01;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest rectangle of the given aspect ratio (width / height) centred in the frame (`contain`). */
export function containRect(frame: Size, aspect: number): Rect {
  if (!(aspect > 0) || frame.width <= 0 || frame.height <= 0) {
    return { x: 0, y: 0, width: Math.max(0, frame.width), height: Math.max(0, frame.height) };
  }
  const width = Math.min(frame.width, frame.height * aspect);
  const height = width / aspect;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

function clampAxis(offset: number, scale: number, frameSize: number, start: number, size: number): number {
  const scaledSize = size * scale;
  const scaledStart = start * scale;
  // Smaller than the frame: centred. Larger: no gap between its edges and the frame's.
  if (scaledSize <= frameSize) return (frameSize - scaledSize) / 2 - scaledStart;
  return clamp(offset, frameSize - scaledSize - scaledStart, -scaledStart);
}

/** Keeps the scale within 1…MAX_SCALE and the picture on screen. */
export function clampZoom(state: ZoomState, frame: Size, content: Rect): ZoomState {
  const scale = clamp(state.scale, 1, MAX_SCALE);
  if (scale < ZOOMED_FROM) return UNZOOMED;
  return {
    scale,
    x: clampAxis(state.x, scale, frame.width, content.x, content.width),
    y: clampAxis(state.y, scale, frame.height, content.y, content.height),
  };
}

/** Zooms to `scale`, keeping the point `at` (frame coordinates) where it is on the screen. */
export function zoomAt(state: ZoomState, scale: number, at: Point): ZoomState {
  const factor = scale / state.scale;
  return { scale, x: at.x - (at.x - state.x) * factor, y: at.y - (at.y - state.y) * factor };
}

/**
 * Two fingers: the point of the picture that was under their midpoint at the start stays under it,
 * scaled by how far they moved apart (`spread`, current distance / start distance).
 */
export function pinch(start: ZoomState, startMid: Point, mid: Point, spread: number): ZoomState {
  const zoomed = zoomAt(start, start.scale * spread, startMid);
  return { ...zoomed, x: zoomed.x + mid.x - startMid.x, y: zoomed.y + mid.y - startMid.y };
}

/**
 * How far a double tap zooms: to the picture's own size (one drawing unit or image pixel per CSS
 * pixel, where the plans' labels have their designed size), at least MIN_TAP_SCALE, at most MAX_SCALE.
 */
export function tapZoomScale(content: Size, natural: Size | undefined): number {
  const own = natural && content.width > 0 ? natural.width / content.width : 0;
  return clamp(Math.max(own, MIN_TAP_SCALE), MIN_TAP_SCALE, MAX_SCALE);
}
