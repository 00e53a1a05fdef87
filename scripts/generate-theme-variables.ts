/** Writes src/styles/theme-variables.css (see theme-variables.ts). Run: npm run theme:variables */
import { writeFileSync } from 'node:fs';

import { themeVariablesCss } from './theme-variables.ts';

const THEME_VARIABLES_FILE = 'src/styles/theme-variables.css';

writeFileSync(THEME_VARIABLES_FILE, themeVariablesCss());
console.log(`Wrote ${THEME_VARIABLES_FILE}`);
