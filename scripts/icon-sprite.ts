/**
 * The site's icon sprite: one SVG file with a <symbol> per icon the site uses, built from Tabler's
 * icons. Pages reference a symbol (`<use href="#icon-map-pin">`, src/components/icons/sprite-icon.tsx)
 * instead of carrying each icon's paths inline, so the prerendered HTML and the JavaScript stay
 * small and the icons are one cached request. The icons are the `spriteIcon('name')` calls in
 * src/components/icons/index.ts, the one list of them.
 *
 * Run `npm run icons:sprite` after adding an icon; a unit test checks the committed sprite.
 */
import { readFileSync } from 'node:fs';

import * as tabler from '@tabler/icons-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const ICONS_MODULE = 'src/components/icons/index.ts';
export const ICON_SPRITE_FILE = 'src/components/icons/sprite.gen.svg';

/** The icon names `spriteIcon('…')` is called with in the icons module. */
export function spriteIconNames(source = readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...source.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]!);
}

/** 'map-pin' -> Tabler's IconMapPin, 'discount-2' -> IconDiscount2. */
function tablerIcon(name: string): ComponentType {
  const exportName = `Icon${name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase())}`;
  const icon = (tabler as unknown as Record<string, ComponentType | undefined>)[exportName];
  if (!icon) throw new Error(`Tabler has no icon ${exportName} (for '${name}')`);
  return icon;
}

/**
 * A symbol's id is the icon's name after `icon-` (as sprite-icon.tsx refers to it): the sprite sits in
 * every page, and a bare name ('home') was also the id of a section the page links to (`/#home`).
 */
export const symbolId = (name: string) => `icon-${name}`;

/**
 * A symbol holds only the icon's shapes; stroke, fill and their widths are set on the <svg> that
 * uses it (outline or filled, as Tabler sets them) and inherited.
 */
export function iconSymbol(name: string): string {
  const markup = renderToStaticMarkup(createElement(tablerIcon(name)));
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (shapes === undefined) throw new Error(`Unexpected markup for icon '${name}'`);
  return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

export function iconSprite(names: string[] = spriteIconNames()): string {
  const sorted = [...new Set(names)].sort();
  return `<svg xmlns="http://www.w3.org/2000/svg">${sorted.map(iconSymbol).join('')}</svg>\n`;
}
