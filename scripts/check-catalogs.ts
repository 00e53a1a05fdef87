/**
 * Catalog check of `npm test`: fails when the catalogs are stale (running `lingui extract --clean`
 * changes them) or when a message has no German translation. Stale catalogs are left updated, so
 * the fix is to review the German entries and commit.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const poFiles = (locale: string) =>
  readdirSync(`locales/${locale}`)
    .filter((name) => name.endsWith('.po'))
    .map((name) => `locales/${locale}/${name}`);

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
  const catalogs = [...poFiles('en'), ...poFiles('de')];
  const before = catalogs.map((file) => readFileSync(file, 'utf8'));
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  const stale = [...poFiles('en'), ...poFiles('de')].filter(
    (file) => !catalogs.includes(file) || readFileSync(file, 'utf8') !== before[catalogs.indexOf(file)],
  );
  const missing = poFiles('de').flatMap((file) =>
    untranslated(readFileSync(file, 'utf8')).map((id) => `${file}: ${id}`),
  );
  if (stale.length > 0) {
    console.error(`Catalogs were stale and have been updated: ${stale.join(', ')}. Review and commit them.`);
  }
  if (missing.length > 0) {
    console.error(`${missing.length} message(s) have no German translation:`);
    for (const id of missing) console.error(`  - ${id}`);
  }
  if (stale.length > 0 || missing.length > 0) process.exit(1);
  console.log(`Catalogs are up to date; all messages are translated into German.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
