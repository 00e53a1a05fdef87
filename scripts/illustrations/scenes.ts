/**
 * The site's illustrations, one function per image name. Each composes the line-and-wash kit into a
 * scene; `generate-illustrations.ts` writes them to src/assets/images/<name>.svg, where the image
 * pipeline picks them up (a photo with the same name replaces the drawing).
 */
import {
  backdrop,
  building,
  canvas,
  flush,
  hatch,
  ink,
  line,
  poplar,
  raw,
  sketchRect,
  toSvg,
  tree,
  wash,
  washCircle,
  washRect,
  type Canvas,
} from './svg-kit.ts';

function bench(c: Canvas, x: number, ground: number) {
  line(c, x, ground - 30, x + 90, ground - 30, 3);
  line(c, x, ground - 46, x + 90, ground - 46, 2);
  line(c, x + 8, ground - 30, x + 8, ground, 2);
  line(c, x + 82, ground - 30, x + 82, ground, 2);
}

function path(c: Canvas, fromX: number, fromY: number, toX: number, toY: number, spread: number) {
  wash(
    c,
    [
      [fromX - spread, fromY],
      [fromX + spread, fromY],
      [toX + spread * 0.15, toY],
      [toX - spread * 0.15, toY],
    ],
    ink.paper,
    0.9,
  );
  line(c, fromX - spread, fromY, toX - spread * 0.15, toY, 1.4, ink.pineSoft);
  line(c, fromX + spread, fromY, toX + spread * 0.15, toY, 1.4, ink.pineSoft);
  flush(c);
}

/** Berlin's television tower, small on the horizon: the one landmark every scene may borrow. */
function tvTower(c: Canvas, x: number, ground: number, height: number) {
  line(c, x, ground, x, ground - height, 3, ink.pineSoft);
  washCircle(c, x, ground - height * 0.72, height * 0.06, ink.pineSoft, 0.5);
  raw(
    c,
    `<circle cx="${x}" cy="${ground - height * 0.72}" r="${height * 0.055}" fill="none" stroke="${ink.pineSoft}" stroke-width="2"/>`,
  );
  line(c, x, ground - height * 0.78, x, ground - height * 1.05, 1.5, ink.pineSoft);
  flush(c);
}

function streetBuilding(c: Canvas, x: number, ground: number, width: number, floorHeight: number, lit = 0.2) {
  building(c, x, ground, width, {
    floors: 6,
    floorHeight,
    bays: 7,
    balconies: true,
    greenRoof: true,
    lit,
  });
}

function gardenHouse(c: Canvas, x: number, ground: number, width: number, floorHeight: number, bays = 4) {
  building(c, x, ground, width, {
    floors: 4,
    floorHeight,
    bays,
    balconies: true,
    greenRoof: true,
    facade: '#EFE9DC',
    lit: 0.1,
  });
}

export const scenes: Record<string, () => string> = {
  'hero-desktop': () => {
    const c = canvas(1920, 1080, 11);
    const ground = 860;
    backdrop(c, ground);
    tvTower(c, 1560, ground - 40, 340);
    gardenHouse(c, 1180, ground - 40, 420, 78);
    gardenHouse(c, 1500, ground - 60, 320, 62, 3);
    poplar(c, 1130, ground, 300);
    streetBuilding(c, 300, ground, 760, 96);
    tree(c, 200, ground, 170);
    tree(c, 1120, ground + 10, 150, ink.sageLight);
    tree(c, 1780, ground + 20, 190);
    path(c, 1060, 1080, 1100, ground, 140);
    hatch(c, 0, ground + 30, 1920, 70);
    return toSvg(c, 'Grabbeallee 68: the street building and the garden houses');
  },
  'hero-mobile-1': () => {
    const c = canvas(1080, 1920, 21);
    const ground = 1560;
    backdrop(c, ground);
    streetBuilding(c, 90, ground, 900, 150, 0.3);
    tree(c, 80, ground, 200);
    tree(c, 1000, ground + 20, 170, ink.sageLight);
    hatch(c, 0, ground + 40, 1080, 60);
    return toSvg(c, 'The street building of Grabbeallee 68 with balconies and green roof');
  },
  'hero-mobile-2': () => {
    const c = canvas(1080, 1920, 22);
    const ground = 1500;
    backdrop(c, ground);
    gardenHouse(c, 80, ground - 40, 520, 120);
    gardenHouse(c, 640, ground - 80, 380, 96, 3);
    tree(c, 600, ground + 40, 230);
    tree(c, 140, ground + 60, 190, ink.sageLight);
    path(c, 560, 1920, 600, ground + 60, 200);
    hatch(c, 0, ground + 80, 1080, 80);
    return toSvg(c, 'The garden houses of Grabbeallee 68 among trees');
  },
  'hero-mobile-3': () => {
    const c = canvas(1080, 1920, 23);
    const ground = 1300;
    backdrop(c, ground);
    tvTower(c, 820, ground - 20, 320);
    tree(c, 220, ground + 80, 260);
    tree(c, 760, ground + 40, 220, ink.sageLight);
    tree(c, 520, ground - 10, 160);
    path(c, 460, 1920, 560, ground + 20, 260);
    bench(c, 720, 1640);
    hatch(c, 0, ground + 60, 1080, 120);
    return toSvg(c, 'A park eight minutes on foot from Grabbeallee 68');
  },
  'render-building-1': () => {
    const c = canvas(1600, 1000, 31);
    const ground = 860;
    backdrop(c, ground);
    streetBuilding(c, 280, ground, 1040, 108);
    tree(c, 160, ground, 150);
    tree(c, 1440, ground + 10, 160, ink.sageLight);
    hatch(c, 0, ground + 30, 1600, 50);
    return toSvg(c, 'Building 1, the street building on Grabbeallee');
  },
  'render-building-2': () => {
    const c = canvas(1600, 1000, 32);
    const ground = 840;
    backdrop(c, ground);
    gardenHouse(c, 380, ground, 760, 130, 5);
    tree(c, 250, ground + 10, 190);
    tree(c, 1300, ground + 10, 170, ink.sageLight);
    hatch(c, 0, ground + 30, 1600, 60);
    return toSvg(c, 'Building 2, a garden house');
  },
  'render-building-3': () => {
    const c = canvas(1600, 1000, 33);
    const ground = 850;
    backdrop(c, ground);
    gardenHouse(c, 420, ground, 640, 130, 4);
    poplar(c, 300, ground, 420);
    tree(c, 1220, ground, 210);
    bench(c, 1080, ground + 80);
    hatch(c, 0, ground + 30, 1600, 60);
    return toSvg(c, 'Building 3, a garden house');
  },
  'render-building-4': () => {
    const c = canvas(1600, 1000, 34);
    const ground = 850;
    backdrop(c, ground);
    gardenHouse(c, 520, ground, 700, 124, 5);
    tree(c, 330, ground + 10, 230, ink.sageLight);
    poplar(c, 1330, ground, 380);
    hatch(c, 0, ground + 30, 1600, 60);
    return toSvg(c, 'Building 4, a garden house');
  },
  park: () => {
    const c = canvas(1600, 1000, 41);
    const ground = 640;
    backdrop(c, ground);
    wash(
      c,
      [
        [900, 760],
        [1320, 730],
        [1480, 800],
        [1200, 860],
        [920, 830],
      ],
      ink.sky,
      0.9,
    );
    line(c, 930, 800, 1150, 790, 1.2, ink.pineSoft);
    line(c, 1050, 825, 1300, 815, 1.2, ink.pineSoft);
    tree(c, 260, ground + 60, 240);
    tree(c, 620, ground + 10, 170, ink.sageLight);
    tree(c, 1380, ground + 30, 210);
    poplar(c, 1000, ground, 280);
    path(c, 560, 1000, 720, ground + 20, 180);
    bench(c, 330, 900);
    hatch(c, 0, ground + 50, 1600, 90);
    return toSvg(c, 'The park around the corner: trees, a pond and quiet paths');
  },
  neighbourhood: () => {
    const c = canvas(1600, 1000, 42);
    const ground = 800;
    backdrop(c, ground);
    building(c, 60, ground, 420, {
      floors: 5,
      floorHeight: 100,
      bays: 5,
      pitched: true,
      arcade: true,
      facade: '#EADFC9',
    });
    building(c, 520, ground, 380, {
      floors: 4,
      floorHeight: 104,
      bays: 4,
      shopfront: true,
      facade: ink.beige,
    });
    building(c, 940, ground, 460, { floors: 5, floorHeight: 96, bays: 5, pitched: true, facade: '#E4DACB' });
    tree(c, 500, ground + 20, 120);
    tree(c, 1460, ground + 10, 160, ink.sageLight);
    // Tram lines along the street.
    line(c, 0, ground + 90, 1600, ground + 84, 2);
    line(c, 0, ground + 120, 1600, ground + 114, 2);
    for (let x = 40; x < 1600; x += 80) line(c, x, ground + 86, x + 8, ground + 122, 1, ink.pineSoft);
    return toSvg(c, 'Niederschönhausen: old Berlin houses, shops and the tram');
  },
  'teaser-gallery-1': () => {
    const c = canvas(1600, 1000, 51);
    const ground = 1000;
    backdrop(c, 1000, { sun: false });
    building(c, -60, ground + 120, 1720, {
      floors: 4,
      floorHeight: 280,
      bays: 5,
      balconies: true,
      lit: 0.35,
      lineWidth: 3,
    });
    return toSvg(c, 'Facade detail: deep balconies and tall windows');
  },
  'teaser-gallery-2': () => {
    const c = canvas(1600, 1000, 52);
    const ground = 820;
    backdrop(c, ground);
    gardenHouse(c, 60, ground - 20, 480, 110);
    gardenHouse(c, 1080, ground - 30, 460, 104);
    tree(c, 800, ground + 60, 230);
    bench(c, 640, ground + 140);
    path(c, 800, 1000, 820, ground, 160);
    hatch(c, 0, ground + 40, 1600, 90);
    return toSvg(c, 'The green courtyard between the garden houses');
  },
  'teaser-gallery-3': () => {
    const c = canvas(1600, 1000, 53);
    const ground = 700;
    backdrop(c, ground);
    tvTower(c, 1180, ground, 420);
    washRect(c, 0, ground, 1600, 300, ink.sage, 0.55);
    for (let p = 0; p < 6; p++) {
      const px = 120 + p * 230;
      raw(
        c,
        `<polygon points="${px},${ground + 200} ${px + 190},${ground + 200} ${px + 160},${ground + 90} ${px - 30},${ground + 90}" fill="${ink.pine}" fill-opacity="0.6" stroke="${ink.pine}" stroke-width="2"/>`,
      );
      for (let g = 1; g < 4; g++)
        line(c, px - 30 + (g * 190) / 4, ground + 90, px + (g * 190) / 4, ground + 200, 1, ink.sageLight);
    }
    for (let i = 0; i < 18; i++) washCircle(c, 40 + i * 90, ground + 250, 26, ink.sage, 0.8);
    return toSvg(c, 'Green roof with solar panels, the television tower on the horizon');
  },
  'team-architect': () => {
    const c = canvas(800, 800, 61);
    raw(c, `<rect width="800" height="800" fill="${ink.paper}"/>`);
    flush(c);
    washCircle(c, 400, 400, 300, ink.sageLight, 0.9);
    washCircle(c, 520, 280, 90, ink.goldLight, 0.8);
    // Set square, pencil and compass on a drawing.
    sketchRect(c, 190, 430, 420, 200, 1.4, ink.pineSoft);
    building(c, 250, 610, 300, { floors: 4, floorHeight: 38, bays: 5, greenRoof: true, lineWidth: 1.6 });
    wash(
      c,
      [
        [180, 360],
        [460, 360],
        [180, 160],
      ],
      ink.pine,
      0.25,
    );
    line(c, 180, 360, 460, 360, 3);
    line(c, 180, 360, 180, 160, 3);
    line(c, 180, 160, 460, 360, 3);
    line(c, 560, 180, 640, 560, 5, ink.gold);
    line(c, 640, 560, 648, 600, 2);
    line(c, 400, 150, 340, 380, 2.5);
    line(c, 400, 150, 470, 380, 2.5);
    raw(c, `<circle cx="400" cy="150" r="10" fill="${ink.pine}"/>`);
    return toSvg(c, 'Portrait illustration of the architect: set square, compass and pencil');
  },
  'team-finance': () => {
    const c = canvas(800, 800, 62);
    raw(c, `<rect width="800" height="800" fill="${ink.paper}"/>`);
    flush(c);
    washCircle(c, 400, 400, 300, ink.sageLight, 0.9);
    const bars = [120, 170, 150, 230, 290];
    bars.forEach((h, i) => {
      const x = 200 + i * 84;
      washRect(c, x, 600 - h, 54, h, i === bars.length - 1 ? ink.goldLight : ink.sage, 0.9);
      sketchRect(c, x, 600 - h, 54, h, 2);
    });
    line(c, 170, 600, 640, 600, 3);
    line(c, 200, 440, 300, 400, 2.5, ink.gold);
    line(c, 300, 400, 390, 420, 2.5, ink.gold);
    line(c, 390, 420, 480, 330, 2.5, ink.gold);
    line(c, 480, 330, 580, 250, 2.5, ink.gold);
    washCircle(c, 580, 250, 16, ink.gold, 0.9);
    raw(c, `<circle cx="250" cy="230" r="60" fill="none" stroke="${ink.pine}" stroke-width="3"/>`);
    raw(
      c,
      `<text x="250" y="252" text-anchor="middle" font-family="Montserrat, sans-serif" font-weight="700" font-size="64" fill="${ink.pine}">€</text>`,
    );
    return toSvg(c, 'Portrait illustration of the financial director: a rising chart and the euro');
  },
  'past-munzstrasse': () => {
    const c = canvas(1280, 900, 71);
    const ground = 780;
    backdrop(c, ground);
    tvTower(c, 1120, ground - 10, 480);
    building(c, 160, ground, 820, {
      floors: 6,
      floorHeight: 100,
      bays: 8,
      arcade: true,
      balconies: true,
      facade: '#EADFC9',
      lit: 0.25,
    });
    tree(c, 90, ground + 10, 120);
    hatch(c, 0, ground + 30, 1280, 40);
    return toSvg(c, 'Residential building on Münzstraße in Berlin-Mitte, 2001');
  },
  'past-theater': () => {
    const c = canvas(1280, 900, 72);
    const ground = 780;
    backdrop(c, ground, { sun: true });
    building(c, 200, ground, 880, {
      floors: 4,
      floorHeight: 130,
      bays: 7,
      arcade: true,
      pitched: true,
      facade: '#E9DCC4',
      lit: 0.4,
    });
    for (let i = 0; i < 8; i++)
      line(c, 200 + (i * 880) / 7, ground - 130, 200 + (i * 880) / 7, ground - 520, 3, ink.pineSoft);
    tree(c, 110, ground + 10, 130, ink.sageLight);
    tree(c, 1180, ground + 10, 140);
    return toSvg(c, 'Theatre building with arcades in Berlin, 1995');
  },
  'past-charlottenstrasse': () => {
    const c = canvas(1280, 900, 73);
    const ground = 780;
    backdrop(c, ground);
    building(c, 140, ground, 1000, {
      floors: 7,
      floorHeight: 92,
      bays: 10,
      shopfront: true,
      facade: '#E2DED3',
      lit: 0.3,
    });
    poplar(c, 80, ground, 260);
    poplar(c, 1200, ground, 280);
    hatch(c, 0, ground + 30, 1280, 40);
    return toSvg(c, 'Commercial building on Charlottenstraße in Berlin-Mitte, 1988');
  },
};
