/**
 * The self-hosted web fonts, added to the document all at once before hydration: as @font-face rules
 * in the stylesheet each file re-laid out the whole page on arrival. Until then the metric-matched
 * fallback faces show, so nothing moves when they swap.
 */
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url';
import montserrat700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';
import openSans400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import openSans600 from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2?url';

import { brandFonts } from '../content/brand.ts';
import { nextTask } from '../lib/idle.ts';

export interface WebFontFace {
  family: string;
  weight: string;
  url: string;
}

export const WEB_FONT_FACES: readonly WebFontFace[] = [
  { family: brandFonts.titles, weight: '600', url: montserrat600 },
  { family: brandFonts.titles, weight: '700', url: montserrat700 },
  { family: brandFonts.body, weight: '400', url: openSans400 },
  { family: brandFonts.body, weight: '600', url: openSans600 },
];

let loading: Promise<void> | undefined;

/**
 * Loads every face, then adds them to the document in one go. Once per page; a failed attempt
 * (offline before the files are on the device) is tried again on the next call.
 */
export function loadWebFonts(faces: readonly WebFontFace[] = WEB_FONT_FACES): Promise<void> {
  loading ??= (async () => {
    const fontFaces = faces.map(
      ({ family, weight, url }) =>
        new FontFace(family, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' }),
    );
    await Promise.all(fontFaces.map((face) => face.load()));
    // In a task of its own: the re-layout they cause is not added to the task that loaded them
    // (the client entry's evaluation, when the files were in the cache already).
    await nextTask();
    for (const face of fontFaces) document.fonts.add(face);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Resolves once the web fonts are in the document, or after `maxWaitMs` (a stalled connection
 * must not hold hydration back; the fonts are then added whenever they arrive), or at once when
 * they fail (offline before they are on the device: the fallback faces stay).
 */
export function whenWebFontsAdded(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    loadWebFonts()
      .catch((error: unknown) => console.error('The web fonts could not load', error))
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
