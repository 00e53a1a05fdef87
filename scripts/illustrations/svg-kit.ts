/**
 * Drawing kit of the site's illustrations: one architectural "line and wash" style in the brand
 * colours. Washes are soft, slightly offset colour fields (like watercolour laid under an ink
 * drawing); lines are thin pine/charcoal strokes with a little deterministic wobble. Every scene in
 * `scenes.ts` is composed from these pieces, so all illustrations look like one hand drew them.
 */
import { brandColors } from '../../src/content/brand.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';

export const ink = {
  paper: '#F6F3EC',
  beige: brandColors.beige,
  pine: brandColors.green,
  pineSoft: '#5F7F7A',
  sage: '#A9BFB3',
  sageLight: '#CFDCD3',
  sky: '#DCE5E1',
  gold: brandColors.gold,
  goldLight: '#F9D48F',
  charcoal: brandColors.charcoal,
  stone: brandColors.stone,
  brick: '#C9A88A',
} as const;

const r1 = (n: number) => Math.round(n * 10) / 10;

export interface Canvas {
  width: number;
  height: number;
  random: () => number;
  parts: string[];
  /** Washes and lines of the object being drawn; `flush` layers them (washes under lines). */
  washes: string[];
  lines: string[];
}

export function canvas(width: number, height: number, seed: number): Canvas {
  return { width, height, random: seededRandom(seed), parts: [], washes: [], lines: [] };
}

/**
 * Ends one object (a building, a tree): its washes go under its lines, blurred as one group. One
 * filter per object instead of one per shape keeps rasterising fast (librsvg blurs each filtered
 * element separately).
 */
export function flush(c: Canvas) {
  if (c.washes.length > 0) c.parts.push(`<g filter="url(#soft)">${c.washes.join('')}</g>`);
  c.parts.push(...c.lines);
  c.washes = [];
  c.lines = [];
}

const jitter = (c: Canvas, amount: number) => (c.random() - 0.5) * 2 * amount;

/** An ink line from point to point with a slight hand-drawn bow. */
export function line(
  c: Canvas,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width = 2,
  color: string = ink.pine,
) {
  const mx = (x1 + x2) / 2 + jitter(c, 1.5);
  const my = (y1 + y2) / 2 + jitter(c, 1.5);
  c.lines.push(
    `<path d="M${r1(x1)} ${r1(y1)} Q${r1(mx)} ${r1(my)} ${r1(x2)} ${r1(y2)}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`,
  );
}

/** A rectangle outline drawn as four separate strokes that overshoot the corners a little. */
export function sketchRect(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  width = 2,
  color: string = ink.pine,
) {
  const o = Math.min(6, w / 8, h / 8);
  line(c, x - o, y, x + w + o * 0.6, y, width, color);
  line(c, x - o * 0.5, y + h, x + w + o, y + h, width, color);
  line(c, x, y - o * 0.6, x, y + h + o * 0.5, width, color);
  line(c, x + w, y - o, x + w, y + h + o * 0.4, width, color);
}

/** A watercolour wash: a soft, translucent field slightly offset from the drawing. */
export function wash(c: Canvas, points: [number, number][], color: string, opacity = 0.55, blur = true) {
  const shifted = points.map(([x, y]) => `${r1(x + jitter(c, 5))},${r1(y + jitter(c, 5))}`).join(' ');
  (blur ? c.washes : c.lines).push(
    `<polygon points="${shifted}" fill="${color}" fill-opacity="${opacity}"/>`,
  );
}

export function washRect(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  opacity = 0.55,
) {
  wash(
    c,
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    color,
    opacity,
  );
}

export function washCircle(c: Canvas, cx: number, cy: number, r: number, color: string, opacity = 0.5) {
  c.washes.push(
    `<circle cx="${r1(cx + jitter(c, 4))}" cy="${r1(cy + jitter(c, 4))}" r="${r1(r)}" fill="${color}" fill-opacity="${opacity}"/>`,
  );
}

export function raw(c: Canvas, svg: string) {
  c.lines.push(svg);
}

/** Paper, a sky wash with a low sun and a ground wash up to `horizon`. */
export function backdrop(c: Canvas, horizon: number, { sun = true, dusk = false } = {}) {
  const { width: w, height: h } = c;
  raw(c, `<rect width="${w}" height="${h}" fill="${ink.paper}"/>`);
  raw(
    c,
    `<rect width="${w}" height="${horizon}" fill="url(#sky)"/>` +
      `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${dusk ? ink.sage : ink.beige}" fill-opacity="0.55"/>`,
  );
  flush(c);
  if (sun) {
    washCircle(c, w * 0.78, horizon * 0.28, Math.min(w, h) * 0.09, ink.goldLight, 0.85);
    washCircle(c, w * 0.78, horizon * 0.28, Math.min(w, h) * 0.16, ink.goldLight, 0.25);
  }
  // A few loose cloud strokes.
  for (let i = 0; i < 3; i++) {
    const cx = w * (0.12 + 0.3 * i + c.random() * 0.1);
    const cy = horizon * (0.18 + c.random() * 0.2);
    const len = w * (0.08 + c.random() * 0.06);
    line(c, cx, cy, cx + len, cy + jitter(c, 3), 1.4, ink.pineSoft);
    line(c, cx + len * 0.25, cy + 10, cx + len * 0.8, cy + 12, 1.2, ink.pineSoft);
  }
  line(c, 0, horizon, w, horizon + jitter(c, 3), 2, ink.pine);
  flush(c);
}

/** A deciduous tree: trunk and branches in ink, the crown as overlapping washes with a loose outline. */
export function tree(c: Canvas, x: number, ground: number, size: number, tone: string = ink.sage) {
  const crownY = ground - size * 1.1;
  washCircle(c, x - size * 0.28, crownY + size * 0.08, size * 0.45, tone, 0.75);
  washCircle(c, x + size * 0.3, crownY + size * 0.12, size * 0.42, tone, 0.7);
  washCircle(c, x, crownY - size * 0.22, size * 0.5, tone, 0.7);
  washCircle(c, x + size * 0.1, crownY, size * 0.3, ink.pineSoft, 0.25);
  const arcs = 7;
  for (let i = 0; i < arcs; i++) {
    const a = (Math.PI * 2 * i) / arcs + c.random() * 0.3;
    const rx = x + Math.cos(a) * size * 0.55;
    const ry = crownY + Math.sin(a) * size * 0.45;
    raw(
      c,
      `<path d="M${r1(rx - size * 0.16)} ${r1(ry)} a${r1(size * 0.17)} ${r1(size * 0.15)} 0 0 1 ${r1(size * 0.32)} 0" stroke="${ink.pine}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity="0.8"/>`,
    );
  }
  line(c, x, ground, x + jitter(c, 2), crownY + size * 0.1, Math.max(2, size * 0.06), ink.pine);
  line(c, x, crownY + size * 0.45, x - size * 0.3, crownY + size * 0.05, 1.6, ink.pine);
  line(c, x, crownY + size * 0.35, x + size * 0.28, crownY, 1.6, ink.pine);
  flush(c);
}

/** A slim conifer-like poplar, for rhythm at the edges of a scene. */
export function poplar(c: Canvas, x: number, ground: number, height: number) {
  const top = ground - height;
  wash(
    c,
    [
      [x, top],
      [x + height * 0.12, ground - height * 0.45],
      [x + height * 0.07, ground - height * 0.12],
      [x - height * 0.07, ground - height * 0.12],
      [x - height * 0.12, ground - height * 0.45],
    ],
    ink.pineSoft,
    0.45,
  );
  line(c, x, ground, x, top + height * 0.15, 2, ink.pine);
  flush(c);
}

export interface BuildingOptions {
  floors: number;
  floorHeight: number;
  bays: number;
  /** Balconies on every other bay from floor 1 up. */
  balconies?: boolean;
  /** Green roof with solar panels. */
  greenRoof?: boolean;
  /** Wash colour of the facade. */
  facade?: string;
  /** Pitched roof instead of the flat green roof. */
  pitched?: boolean;
  /** Arched ground floor openings (old Berlin street buildings, the theatre). */
  arcade?: boolean;
  /** Shop windows on the ground floor. */
  shopfront?: boolean;
  /** Fraction of windows lit with a gold wash. */
  lit?: number;
  lineWidth?: number;
}

/** A building seen head-on: facade wash, ink outline, window grid, balconies and roof. */
export function building(c: Canvas, x: number, ground: number, width: number, options: BuildingOptions) {
  const {
    floors,
    floorHeight,
    bays,
    balconies = false,
    greenRoof = false,
    facade = ink.beige,
    pitched = false,
    arcade = false,
    shopfront = false,
    lit = 0.15,
    lineWidth = 2.2,
  } = options;
  const height = floors * floorHeight;
  const top = ground - height;
  washRect(c, x + 4, top + 4, width, height, facade, 0.9);
  washRect(c, x + width * 0.72, top + 6, width * 0.3, height, ink.pineSoft, 0.12);
  sketchRect(c, x, top, width, height, lineWidth);
  const bayWidth = width / bays;
  for (let floor = 0; floor < floors; floor++) {
    const floorTop = ground - (floor + 1) * floorHeight;
    if (floor > 0) line(c, x, floorTop + floorHeight, x + width, floorTop + floorHeight, 0.8, ink.pineSoft);
    for (let bay = 0; bay < bays; bay++) {
      const wx = x + bay * bayWidth + bayWidth * 0.22;
      const ww = bayWidth * 0.56;
      const wy = floorTop + floorHeight * 0.2;
      const wh = floorHeight * 0.62;
      if (floor === 0 && arcade) {
        const r = ww / 2;
        raw(
          c,
          `<path d="M${r1(wx)} ${r1(ground)} V${r1(wy + r)} a${r1(r)} ${r1(r)} 0 0 1 ${r1(ww)} 0 V${r1(ground)}" fill="${ink.pine}" fill-opacity="0.18" stroke="${ink.pine}" stroke-width="1.8"/>`,
        );
        continue;
      }
      if (floor === 0 && shopfront) {
        washRect(c, x + bay * bayWidth + 6, wy, bayWidth - 12, ground - wy, ink.goldLight, 0.55);
        sketchRect(c, x + bay * bayWidth + 6, wy, bayWidth - 12, ground - wy, 1.6);
        continue;
      }
      if (c.random() < lit) washRect(c, wx, wy, ww, wh, ink.goldLight, 0.8);
      else washRect(c, wx, wy, ww, wh, ink.sky, 0.7);
      sketchRect(c, wx, wy, ww, wh, 1.4);
      line(c, wx + ww / 2, wy + 2, wx + ww / 2, wy + wh - 2, 0.8, ink.pineSoft);
      if (balconies && floor > 0 && bay % 2 === 1) {
        const by = floorTop + floorHeight * 0.72;
        washRect(c, wx - 8, by, ww + 16, floorHeight * 0.28, ink.sage, 0.5);
        line(c, wx - 10, by, wx + ww + 10, by, 1.8);
        for (let rail = 0; rail <= 6; rail++) {
          const rx = wx - 10 + ((ww + 20) * rail) / 6;
          line(c, rx, by, rx, by + floorHeight * 0.26, 0.9);
        }
        line(c, wx - 10, by + floorHeight * 0.26, wx + ww + 10, by + floorHeight * 0.26, 1.4);
      }
    }
  }
  if (pitched) {
    wash(
      c,
      [
        [x - 8, top],
        [x + width / 2, top - floorHeight * 1.3],
        [x + width + 8, top],
      ],
      ink.brick,
      0.6,
    );
    line(c, x - 12, top, x + width / 2, top - floorHeight * 1.3, lineWidth);
    line(c, x + width / 2, top - floorHeight * 1.3, x + width + 12, top, lineWidth);
  } else {
    line(c, x - 8, top, x + width + 8, top, lineWidth + 1);
    if (greenRoof) {
      for (let i = 0; i < Math.max(3, bays * 2); i++) {
        const gx = x + 10 + ((width - 20) * i) / Math.max(3, bays * 2);
        washCircle(c, gx, top - 6, 10 + c.random() * 6, ink.sage, 0.8);
      }
      const panels = Math.max(2, Math.floor(bays / 2));
      for (let p = 0; p < panels; p++) {
        const px = x + width * 0.2 + p * 46;
        raw(
          c,
          `<polygon points="${r1(px)},${r1(top - 6)} ${r1(px + 36)},${r1(top - 6)} ${r1(px + 28)},${r1(top - 26)} ${r1(px - 8)},${r1(top - 26)}" fill="${ink.pine}" fill-opacity="0.55" stroke="${ink.pine}" stroke-width="1.4"/>`,
        );
      }
    }
  }
  flush(c);
}

/** Loose ground hatching: short strokes for grass or paving. */
export function hatch(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  count: number,
  color: string = ink.pineSoft,
) {
  for (let i = 0; i < count; i++) {
    const hx = x + c.random() * w;
    const hy = y + c.random() * 30;
    line(c, hx, hy, hx + 14 + c.random() * 10, hy - 4, 1, color);
  }
  flush(c);
}

const defs = `<defs>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ink.sky}"/><stop offset="1" stop-color="${ink.paper}"/></linearGradient>
</defs>`;

/** The finished SVG document. `title` becomes the accessible name inside the file. */
export function toSvg(c: Canvas, title: string): string {
  flush(c);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}">` +
    `<title>${title}</title>${defs}${c.parts.join('')}</svg>\n`
  );
}
