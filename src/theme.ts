import { createTheme, type MantineColorsTuple } from '@mantine/core';

import { brandColors } from './content/brand';
import { BODY_FONT_STACK, TITLE_FONT_STACK } from './styles/font-stacks';
import { touchTargetComponents } from './styles/touch-targets-theme';

/** Ten shades around a brand colour, light to dark, with the brand colour itself at `anchor`. */
export function shadesOf(hex: string, anchor: number): MantineColorsTuple {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mix = (target: number, amount: number) => rgb.map((c) => Math.round(c + (target - c) * amount));
  const toHex = (channels: number[]) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const shades = Array.from({ length: 10 }, (_, i) => {
    if (i === anchor) return hex;
    return i < anchor
      ? toHex(mix(255, ((anchor - i) / (anchor + 1)) * 0.92))
      : toHex(mix(0, ((i - anchor) / (10 - anchor)) * 0.7));
  });
  return shades as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'pine',
  primaryShade: 6,
  colors: {
    pine: shadesOf(brandColors.green, 6),
    charcoal: shadesOf(brandColors.charcoal, 7),
    beige: shadesOf(brandColors.beige, 2),
    stone: shadesOf(brandColors.stone, 4),
    gold: shadesOf(brandColors.gold, 5),
  },
  black: brandColors.charcoal,
  fontFamily: BODY_FONT_STACK,
  headings: {
    fontFamily: TITLE_FONT_STACK,
    fontWeight: '700',
    // Lines of even length: no title leaves a word alone on its last line ("Grabbeallee / 68").
    textWrap: 'balance',
  },
  defaultRadius: 'sm',
  focusRing: 'auto',
  respectReducedMotion: true,
  // On phones every control is a touch target (styles/touch-targets.css).
  components: touchTargetComponents,
});
