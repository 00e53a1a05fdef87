import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The static downloads of the brand page, all under public/brand/. */
export const brandBackgrounds: { file: string; label: MessageDescriptor }[] = [
  { file: '/brand/background-light.svg', label: msg`Light` },
  { file: '/brand/background-light-minimal.svg', label: msg`Light minimal` },
  { file: '/brand/background-dark.svg', label: msg`Dark` },
];

export const logoDownloads = { svg: '/brand/logo.svg', png: '/brand/logo.png' } as const;

/** The presentation templates: each button only raises the "feature disabled" toast. */
export const presentationTemplates: MessageDescriptor[] = [
  msg`Download Template`,
  msg`Light Template`,
  msg`Sample Deck`,
];

export const howToSteps: MessageDescriptor[] = [
  msg`Download the background that suits your slide: light for documents, light minimal for text-heavy slides, dark for title slides.`,
  msg`Set it as the slide background in PowerPoint, Keynote or Google Slides, at 16:9 (1920 × 1080).`,
  msg`Use Montserrat for titles and Open Sans for body text.`,
  msg`Take colours only from the brand colours under “Colours”: click a colour to copy its hex value.`,
  msg`Place the logo (SVG for print, PNG for slides) with clear space around it, and never recolour or stretch it.`,
];
