import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The image loader's states (spec §4): loading (pulse), loaded (fade-in), failed. */
export type ImageLoadState = 'loading' | 'loaded' | 'failed';

/**
 * Tracks one <img>. The prerendered HTML already contains the image, so it may finish (or fail)
 * before React hydrates and attaches onLoad/onError: on mount the element's own `complete` and
 * `naturalWidth` tell which state it is in.
 *
 * From then on its frame (`frameRef`) is marked `data-watched`: only a watched image may wait hidden
 * until it has loaded (its onLoad shows it). Until then, as in a part of the page that is not
 * hydrated yet, the browser shows the image as soon as it has it. The mark is set on the element
 * directly, so mounting costs no second render.
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
  const onLoad = useCallback(() => setState('loaded'), []);
  const onError = useCallback(() => setState('failed'), []);
  return { ref, frameRef, state, onLoad, onError };
}
