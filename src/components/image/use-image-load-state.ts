import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The image loader's states: loading (pulse), loaded (fade-in), failed. */
export type ImageLoadState = 'loading' | 'loaded' | 'failed';

/** Set on a loading image's frame while it is on the screen: only such a frame pulses. */
const IN_VIEW_ATTRIBUTE = 'data-in-view';

let inViewObserver: IntersectionObserver | undefined;

/**
 * Marks the frame with IN_VIEW_ATTRIBUTE while it intersects the viewport, until the returned
 * function stops it. One observer serves every frame of the page.
 *
 * A pulse nobody sees is not free: every lazy image waiting below the fold would cost a phone a style
 * update and a compositor frame on every frame, competing with the page's own start-up.
 */
function markWhileInView(frame: Element): () => void {
  inViewObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute(IN_VIEW_ATTRIBUTE, entry.isIntersecting);
  });
  inViewObserver.observe(frame);
  // A frame that has loaded keeps the mark: the pulse is for loading frames only.
  return () => inViewObserver?.unobserve(frame);
}

/**
 * Tracks one <img>. The prerendered HTML already contains the image, so it may finish (or fail)
 * before React hydrates and attaches onLoad/onError: on mount the element's own `complete` and
 * `naturalWidth` tell which state it is in.
 *
 * From then on its frame (`frameRef`) is marked `data-watched`: only a watched image may wait hidden
 * until it has loaded (its onLoad shows it). Until then, as in a part of the page that is not
 * hydrated yet, the browser shows the image as soon as it has it, on the frame's placeholder colour.
 * A watched frame pulses while its image is loading and the frame is on the screen. The marks are
 * set on the element directly, so they cost no render.
 */
export function useImageLoadState() {
  const ref = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<ImageLoadState>('loading');
  useLayoutEffect(() => {
    const image = ref.current;
    frameRef.current?.setAttribute('data-watched', '');
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  useEffect(() => {
    const frame = frameRef.current;
    if (state !== 'loading' || !frame || typeof IntersectionObserver === 'undefined') return;
    return markWhileInView(frame);
  }, [state]);
  const onLoad = useCallback(() => setState('loaded'), []);
  const onError = useCallback(() => setState('failed'), []);
  return { ref, frameRef, state, onLoad, onError };
}
