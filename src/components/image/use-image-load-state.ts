import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The image loader's states (spec §4): loading (pulse), loaded (fade-in), failed. */
export type ImageLoadState = 'loading' | 'loaded' | 'failed';

/**
 * Tracks one <img>. The prerendered HTML already contains the image, so it may finish (or fail)
 * before React hydrates and attaches onLoad/onError: on mount the element's own `complete` and
 * `naturalWidth` tell which state it is in.
 */
export function useImageLoadState() {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<ImageLoadState>('loading');
  useLayoutEffect(() => {
    const image = ref.current;
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  const onLoad = useCallback(() => setState('loaded'), []);
  const onError = useCallback(() => setState('failed'), []);
  return { ref, state, onLoad, onError };
}
