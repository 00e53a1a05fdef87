/**
 * The site's two font stacks. Each web font is followed by fallback faces that are local fonts
 * (Arial, Roboto) scaled to the web font's metrics (src/styles/font-fallbacks.css, written by
 * `npm run fonts:fallbacks` with Capsize): a first visit paints at once in the fallback, and the
 * web font, which loads with the site stylesheet after the first paint, swaps in with barely a shift.
 */
import { brandFonts } from '../content/brand.ts';

/** Local fonts the fallback faces are made from, most common first (Windows/macOS, then Android). */
export const FALLBACK_BASES = ['Arial', 'Roboto'] as const;

/** Capsize's name for a fallback face: "Open Sans Fallback: Arial". */
export function fallbackFaceName(family: string, base: string): string {
  return `${family} Fallback: ${base}`;
}

const GENERIC_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function stack(family: string): string {
  const fallbacks = FALLBACK_BASES.map((base) => `'${fallbackFaceName(family, base)}'`);
  return [`'${family}'`, ...fallbacks, GENERIC_SANS].join(', ');
}

export const BODY_FONT_STACK = stack(brandFonts.body);
export const TITLE_FONT_STACK = stack(brandFonts.titles);
