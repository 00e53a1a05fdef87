/**
 * The fallback faces of src/styles/font-stacks.ts as CSS, computed by Capsize from the published
 * metrics of the web fonts and of the local fonts they fall back to (size-adjust and ascent/descent
 * overrides, so a line of fallback text takes the room the web font will take). Titles are bold
 * (Montserrat 600/700): their fallback faces use the local fonts' bold cuts and are declared for
 * those weights (the widths are scaled from the regular cuts' metrics, which Capsize publishes).
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import montserrat from '@capsizecss/metrics/montserrat';
import openSans from '@capsizecss/metrics/openSans';
import roboto from '@capsizecss/metrics/roboto';

import { brandFonts } from '../src/content/brand.ts';
import { FALLBACK_BASES, fallbackFaceName } from '../src/styles/font-stacks.ts';

const REGULAR = { Arial: arial, Roboto: roboto } as const;
const BOLD = {
  Arial: { ...arial, fullName: 'Arial Bold', postscriptName: 'Arial-BoldMT' },
  Roboto: { ...roboto, fullName: 'Roboto Bold', postscriptName: 'Roboto-Bold' },
} as const;
/** Liberation Sans (Linux) is metric-compatible with Arial: the same overrides fit it. */
const METRIC_TWINS: Record<string, string[]> = {
  "local('Arial'), local('ArialMT')": ['Liberation Sans', 'LiberationSans'],
  "local('Arial Bold'), local('Arial-BoldMT')": ['Liberation Sans Bold', 'LiberationSans-Bold'],
};

function withMetricTwins(fontFaces: string): string {
  return fontFaces.replace(/src: ([^;]+);/g, (line, sources: string) => {
    const twins = METRIC_TWINS[sources];
    return twins ? `src: ${[sources, ...twins.map((name) => `local('${name}')`)].join(', ')};` : line;
  });
}

function faces(metrics: typeof openSans, bold: boolean): string {
  const bases = bold ? BOLD : REGULAR;
  const { fontFamily, fontFaces } = createFontStack(
    [metrics, ...FALLBACK_BASES.map((base) => bases[base])],
    bold ? { fontFaceProperties: { fontWeight: '600 700' } } : {},
  );
  // The stack's names must be the ones font-stacks.ts writes into the theme.
  for (const base of FALLBACK_BASES) {
    const name = fallbackFaceName(metrics.familyName, base);
    if (!fontFamily.includes(`"${name}"`)) throw new Error(`Capsize did not name a face "${name}"`);
  }
  return withMetricTwins(fontFaces);
}

export function fontFallbackCss(): string {
  if (openSans.familyName !== brandFonts.body || montserrat.familyName !== brandFonts.titles) {
    throw new Error('The brand fonts changed: pick their Capsize metrics in scripts/font-fallbacks.ts');
  }
  return [
    '/* Written by `npm run fonts:fallbacks` (scripts/font-fallbacks.ts): do not edit. */',
    faces(openSans, false),
    faces(montserrat, true),
    '',
  ].join('\n');
}
