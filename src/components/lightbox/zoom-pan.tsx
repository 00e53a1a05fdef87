import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
} from 'react';

import classes from './lightbox.module.css';
import {
  clampZoom,
  containRect,
  pinch,
  tapZoomScale,
  UNZOOMED,
  ZOOMED_FROM,
  zoomAt,
  type Point,
  type Rect,
  type Size,
  type ZoomState,
} from './zoom-math';

export interface ZoomHandle {
  /** Zooms in at the centre, or back out. */
  toggle: () => void;
}

/** Two taps within this long and this close are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;
/** A touch that moves further is a pan or swipe, not a tap. */
const TAP_SLOP = 10;

interface Geometry {
  frame: Size;
  content: Rect;
  /** A drawing's own size (its viewBox): a double tap zooms it to that, where its labels are legible. */
  drawing?: Size;
}

/** A drawing's viewBox or a picture's intrinsic size: the aspect ratio it is fitted to. */
function intrinsicSize(root: HTMLElement): { size: Size; drawing: boolean } | undefined {
  const svg = root.querySelector<SVGSVGElement>(':scope > svg[viewBox]');
  const box = svg?.viewBox.baseVal;
  if (box && box.width > 0 && box.height > 0) {
    return { size: { width: box.width, height: box.height }, drawing: true };
  }
  const img = root.querySelector('img');
  if (!img) return undefined;
  const width = img.naturalWidth || Number(img.getAttribute('width'));
  const height = img.naturalHeight || Number(img.getAttribute('height'));
  return width > 0 && height > 0 ? { size: { width, height }, drawing: false } : undefined;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

type Gesture =
  | { kind: 'pan'; start: ZoomState; from: Point }
  | { kind: 'pinch'; start: ZoomState; mid: Point; spread: number }
  | null;

/**
 * One lightbox slide that zooms: pinch and double tap on touch screens, double click and
 * Ctrl + wheel (a trackpad's pinch) with a mouse; pans while zoomed; never leaves the picture off
 * screen. Unzoomed, a one-finger swipe is left to the carousel. The picture is fitted to the frame at
 * its own aspect ratio (no white bands around a drawing). `data-zoom-scale` tells the current scale.
 */
export function ZoomPan({
  active,
  animate,
  onZoomedChange,
  ref,
  children,
}: {
  /** The current slide: another one is unzoomed when it is left. */
  active: boolean;
  /** Whether a double tap or the zoom button animates (not with prefers-reduced-motion). */
  animate: boolean;
  onZoomedChange: (zoomed: boolean) => void;
  ref?: Ref<ZoomHandle>;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Rect | null>(null);
  const geometry = useRef<Geometry>({
    frame: { width: 0, height: 0 },
    content: { x: 0, y: 0, width: 0, height: 0 },
  });
  const zoom = useRef<ZoomState>(UNZOOMED);
  const zoomed = useRef(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(null);
  const press = useRef<{ at: Point; time: number; moved: boolean } | null>(null);
  const lastTap = useRef<{ at: Point; time: number } | null>(null);
  const lastPointerType = useRef('mouse');
  const onZoomedChangeRef = useRef(onZoomedChange);
  useEffect(() => {
    onZoomedChangeRef.current = onZoomedChange;
  });

  const apply = useCallback(
    (next: ZoomState, animated = false) => {
      const { frame, content } = geometry.current;
      const state = clampZoom(next, frame, content);
      zoom.current = state;
      const layer = layerRef.current;
      if (layer) {
        layer.style.transition = animated && animate ? 'transform 220ms ease-out' : '';
        layer.style.transform =
          state === UNZOOMED ? '' : `translate(${state.x}px, ${state.y}px) scale(${state.scale})`;
        layer.dataset.zoomScale = state.scale.toFixed(3);
      }
      const isZoomed = state.scale >= ZOOMED_FROM;
      frameRef.current?.toggleAttribute('data-zoomed', isZoomed);
      if (isZoomed !== zoomed.current) {
        zoomed.current = isZoomed;
        onZoomedChangeRef.current(isZoomed);
      }
    },
    [animate],
  );

  const measure = useCallback(() => {
    const frameNode = frameRef.current;
    const contentNode = contentRef.current;
    if (!frameNode || !contentNode) return;
    const frame = { width: frameNode.clientWidth, height: frameNode.clientHeight };
    const intrinsic = intrinsicSize(contentNode);
    const content = intrinsic
      ? containRect(frame, intrinsic.size.width / intrinsic.size.height)
      : { x: 0, y: 0, ...frame };
    geometry.current = { frame, content, drawing: intrinsic?.drawing ? intrinsic.size : undefined };
    setFit(intrinsic ? content : null);
    apply(zoom.current);
  }, [apply]);

  useLayoutEffect(() => {
    measure();
    const frameNode = frameRef.current;
    const contentNode = contentRef.current;
    if (!frameNode || !contentNode) return;
    // A picture without width and height attributes has its size once loaded (load does not bubble).
    contentNode.addEventListener('load', measure, true);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(frameNode);
    return () => {
      contentNode.removeEventListener('load', measure, true);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    if (!active) apply(UNZOOMED);
  }, [active, apply]);

  const toggleAt = useCallback(
    (at: Point) => {
      if (zoomed.current) {
        apply(UNZOOMED, true);
        return;
      }
      const { content, drawing } = geometry.current;
      apply(zoomAt(zoom.current, tapZoomScale(content, drawing), at), true);
    },
    [apply],
  );

  useImperativeHandle(
    ref,
    () => ({
      toggle: () => {
        const { frame } = geometry.current;
        toggleAt({ x: frame.width / 2, y: frame.height / 2 });
      },
    }),
    [toggleAt],
  );

  // Ctrl + wheel is what a trackpad's pinch sends; the page itself must not zoom.
  useEffect(() => {
    const frameNode = frameRef.current;
    if (!frameNode) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const box = frameNode.getBoundingClientRect();
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      apply(zoomAt(zoom.current, zoom.current.scale * Math.exp(-event.deltaY / 100), at));
    };
    frameNode.addEventListener('wheel', onWheel, { passive: false });
    return () => frameNode.removeEventListener('wheel', onWheel);
  }, [apply]);

  const local = (event: ReactPointerEvent): Point => {
    const box = frameRef.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const startPan = (from: Point) => {
    gesture.current = zoomed.current ? { kind: 'pan', start: zoom.current, from } : null;
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    lastPointerType.current = event.pointerType;
    const at = local(event);
    pointers.current.set(event.pointerId, at);
    if (pointers.current.size === 1) {
      press.current = { at, time: event.timeStamp, moved: false };
      startPan(at);
      if (zoomed.current) event.currentTarget.setPointerCapture(event.pointerId);
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      gesture.current = { kind: 'pinch', start: zoom.current, mid: midpoint(a, b), spread: distance(a, b) };
      if (press.current) press.current.moved = true;
    }
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    const at = local(event);
    pointers.current.set(event.pointerId, at);
    if (press.current && distance(press.current.at, at) > TAP_SLOP) press.current.moved = true;
    const current = gesture.current;
    if (current?.kind === 'pinch' && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      apply(pinch(current.start, current.mid, midpoint(a, b), distance(a, b) / (current.spread || 1)));
    } else if (current?.kind === 'pan') {
      apply({
        ...current.start,
        x: current.start.x + at.x - current.from.x,
        y: current.start.y + at.y - current.from.y,
      });
    }
  };

  const onPointerEnd = (event: ReactPointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const rest = [...pointers.current.values()];
    if (rest.length === 1) {
      // One finger lifted from a pinch: the other one goes on panning.
      startPan(rest[0]!);
      return;
    }
    if (rest.length > 0) return;
    gesture.current = null;
    const pressed = press.current;
    press.current = null;
    const isTap =
      event.type === 'pointerup' &&
      event.pointerType !== 'mouse' &&
      pressed &&
      !pressed.moved &&
      event.timeStamp - pressed.time < 500;
    if (!isTap) return;
    const at = local(event);
    const previous = lastTap.current;
    if (
      previous &&
      event.timeStamp - previous.time < DOUBLE_TAP_MS &&
      distance(previous.at, at) < DOUBLE_TAP_DISTANCE
    ) {
      lastTap.current = null;
      toggleAt(at);
    } else {
      lastTap.current = { at, time: event.timeStamp };
    }
  };

  return (
    <div
      ref={frameRef}
      className={classes.zoom}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={(event) => {
        // A touch screen's double tap is handled above (the browser may also send a dblclick for it).
        if (lastPointerType.current !== 'mouse') return;
        const box = frameRef.current!.getBoundingClientRect();
        toggleAt({ x: event.clientX - box.left, y: event.clientY - box.top });
      }}
      data-zoom-frame=""
    >
      <div ref={layerRef} className={classes.zoomLayer} data-zoom-scale="1.000">
        <div
          ref={contentRef}
          className={classes.zoomContent}
          style={fit ? { left: fit.x, top: fit.y, width: fit.width, height: fit.height } : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
