/** Writes src/styles/font-fallbacks.css (see font-fallbacks.ts). Run: npm run fonts:fallbacks */
import { writeFileSync } from 'node:fs';

import { fontFallbackCss } from './font-fallbacks.ts';

export const FONT_FALLBACKS_FILE = 'src/styles/font-fallbacks.css';

writeFileSync(FONT_FALLBACKS_FILE, fontFallbackCss());
console.log(`Wrote ${FONT_FALLBACKS_FILE}`);
