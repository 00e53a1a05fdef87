/**
 * The three presentation backgrounds of the brand page (light, light minimal, dark), 1920×1080,
 * drawn with the same line-and-wash kit as the site's illustrations. Written to public/brand/ by
 * generate-illustrations.ts and offered there as downloads.
 */
import { brandColors } from '../../src/content/brand.ts';
import { building, canvas, flush, hatch, ink, line, raw, toSvg, tree, washCircle } from './svg-kit.ts';

const WIDTH = 1920;
const HEIGHT = 1080;

/** The logo mark, as in src/components/brand/logo-mark.tsx, placed at (x, y) with the given size. */
function mark(x: number, y: number, size: number) {
  const s = size / 48;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="48" height="48" rx="9" fill="${brandColors.green}"/><circle cx="34" cy="13" r="4.5" fill="${brandColors.gold}"/><path d="M9 38V17l7-4v25z" fill="${brandColors.beige}"/><path d="M18 38V24h6v14zM26 38V27h6v11zM34 38V24h6v14z" fill="${brandColors.beige}" opacity=".78"/><path d="M7 38.5h34" stroke="${brandColors.beige}" stroke-width="1.6" stroke-linecap="round"/></g>`;
}

function skyline(c: ReturnType<typeof canvas>, ground: number, scale: number, facade: string) {
  building(c, 1180, ground, 360 * scale, {
    floors: 6,
    floorHeight: 52 * scale,
    bays: 7,
    balconies: true,
    greenRoof: true,
    facade,
    lineWidth: 1.6,
  });
  building(c, 1580, ground, 240 * scale, {
    floors: 4,
    floorHeight: 50 * scale,
    bays: 4,
    balconies: true,
    greenRoof: true,
    facade,
    lineWidth: 1.6,
  });
  tree(c, 1130, ground, 90);
  tree(c, 1860, ground, 80, ink.sageLight);
  hatch(c, 1080, ground + 10, 840, 30);
}

export const brandBackgrounds: Record<string, () => string> = {
  'background-light': () => {
    const c = canvas(WIDTH, HEIGHT, 81);
    raw(c, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${ink.paper}"/>`);
    flush(c);
    washCircle(c, 1640, 260, 120, ink.goldLight, 0.7);
    skyline(c, 900, 1, ink.beige);
    line(c, 1060, 900, WIDTH, 900, 2);
    raw(c, `<rect y="${HEIGHT - 24}" width="${WIDTH}" height="24" fill="${brandColors.green}"/>`);
    raw(c, `<rect x="96" y="${HEIGHT - 24}" width="240" height="24" fill="${brandColors.gold}"/>`);
    raw(c, mark(96, 72, 72));
    flush(c);
    return toSvg(c, 'Grabbeallee 68 presentation background, light');
  },
  'background-light-minimal': () => {
    const c = canvas(WIDTH, HEIGHT, 82);
    raw(c, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${ink.paper}"/>`);
    raw(c, `<rect x="96" y="176" width="120" height="6" fill="${brandColors.gold}"/>`);
    raw(
      c,
      `<line x1="96" y1="${HEIGHT - 96}" x2="${WIDTH - 96}" y2="${HEIGHT - 96}" stroke="${brandColors.stone}" stroke-width="2"/>`,
    );
    raw(c, mark(WIDTH - 96 - 56, HEIGHT - 96 - 80, 56));
    return toSvg(c, 'Grabbeallee 68 presentation background, light minimal');
  },
  'background-dark': () => {
    const c = canvas(WIDTH, HEIGHT, 83);
    raw(c, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${brandColors.green}"/>`);
    flush(c);
    washCircle(c, 1640, 260, 120, ink.gold, 0.55);
    raw(c, `<g opacity="0.35">`);
    flush(c);
    skyline(c, 900, 1, '#5F7F7A');
    raw(c, `</g>`);
    raw(c, `<rect x="96" y="176" width="120" height="6" fill="${brandColors.gold}"/>`);
    raw(c, mark(96, 72, 72));
    flush(c);
    return toSvg(c, 'Grabbeallee 68 presentation background, dark');
  },
};
