/**
 * Catalog check of `npm test`: fails when the catalogs are stale (running `lingui extract --clean`
 * changes them) or when a message has no German translation. Stale catalogs are left updated, so
 * the fix is to review the German entries and commit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CATALOGS = ['locales/en/messages.po', 'locales/de/messages.po'];
const TRANSLATED = 'locales/de/messages.po';

/** msgids whose msgstr is empty, from a .po file as Lingui writes it (one line per string). */
export function untranslated(po: string): string[] {
  const missing: string[] = [];
  const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const match of po.matchAll(entry)) {
    if (match[1] !== '' && match[2] === '') missing.push(match[1] ?? '');
  }
  return missing;
}

function main(): void {
  const before = CATALOGS.map((file) => readFileSync(file, 'utf8'));
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  const stale = CATALOGS.filter((file, index) => readFileSync(file, 'utf8') !== before[index]);
  const missing = untranslated(readFileSync(TRANSLATED, 'utf8'));
  if (stale.length > 0) {
    console.error(`Catalogs were stale and have been updated: ${stale.join(', ')}. Review and commit them.`);
  }
  if (missing.length > 0) {
    console.error(`${missing.length} message(s) have no German translation in ${TRANSLATED}:`);
    for (const id of missing) console.error(`  - ${id}`);
  }
  if (stale.length > 0 || missing.length > 0) process.exit(1);
  console.log(`Catalogs are up to date; all messages are translated into German.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
