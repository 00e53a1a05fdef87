// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ICON_SPRITE_FILE, iconSprite, iconSymbol, spriteIconNames } from './icon-sprite';

describe('icon sprite', () => {
  it(`${ICON_SPRITE_FILE} holds exactly the icons of the icons module (run npm run icons:sprite)`, () => {
    expect(readFileSync(ICON_SPRITE_FILE, 'utf8')).toBe(iconSprite());
  });

  it('reads the names the icons module asks for', () => {
    expect(
      spriteIconNames("export const IconX = spriteIcon('x');\nexport const A = spriteIcon('ruler-2');"),
    ).toEqual(['x', 'ruler-2']);
    expect(spriteIconNames()).toContain('map-pin');
  });

  it("makes a symbol of a Tabler icon's shapes, without its paint", () => {
    const symbol = iconSymbol('check');
    expect(symbol).toMatch(
      /^<symbol id="icon-check" viewBox="0 0 24 24"><path d="[^"]+"><\/path><\/symbol>$/,
    );
    expect(symbol).not.toMatch(/stroke|fill/);
  });

  it('names an icon Tabler does not have', () => {
    expect(() => iconSymbol('no-such-icon')).toThrow(/IconNoSuchIcon/);
  });
});
