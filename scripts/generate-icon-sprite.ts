/** Writes src/components/icons/sprite.gen.svg (see icon-sprite.ts). Run: npm run icons:sprite */
import { writeFileSync } from 'node:fs';

import { ICON_SPRITE_FILE, iconSprite } from './icon-sprite.ts';

writeFileSync(ICON_SPRITE_FILE, iconSprite());
console.log(`Wrote ${ICON_SPRITE_FILE}`);
