/**
 * Where the icon sprite lives in the page. The prerendered HTML carries only an empty, hidden slot
 * and icons that point into it (`<use href="#icon-map-pin">`, sprite-icon.tsx): the sprite file is not
 * requested while the first screen and its hero image load, it is fetched by the client entry, which
 * starts once the page has loaded and painted (src/first-load/loader.ts), and put into the slot.
 * The worker precaches the file, so offline and in the installed app the icons come from the device.
 */
import { memo } from 'react';

import spriteUrl from './sprite.gen.svg?url&no-inline';

const SLOT_ATTRIBUTE = 'data-icon-sprite';

/**
 * The slot's content is inner HTML: React neither compares it when it hydrates nor sets it again on a
 * re-render while the object stays the same, so the sprite put in stays.
 */
const EMPTY = { __html: '' };

/** Rendered once, in <body>. */
export const IconSpriteSlot = memo(function IconSpriteSlot() {
  return (
    <div hidden {...{ [SLOT_ATTRIBUTE]: '' }} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
  );
});

/** Fetches the sprite into the page's slot (once; a page without a slot is left alone). */
export async function loadIconSprite(): Promise<void> {
  const slot = document.querySelector(`[${SLOT_ATTRIBUTE}]`);
  if (!slot || slot.childElementCount > 0) return;
  const response = await fetch(spriteUrl);
  if (!response.ok) throw new Error(`The icon sprite answered ${response.status}`);
  const sprite = await response.text();
  if (slot.childElementCount === 0) slot.innerHTML = sprite;
}
