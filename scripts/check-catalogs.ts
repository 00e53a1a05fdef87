/**
 * Catalog check of `npm test`: fails when the catalogs are stale (running `lingui extract --clean`
 * changes them), when a message has no German translation, or when two of the app's catalogs translate
 * one message differently. Stale catalogs are left updated, so
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

/** The buyer's mails: the backend's catalog, never loaded beside the app's. */
const SERVER_ONLY = /\/mails\.po$/;

/**
 * Messages (msgid with its msgctxt) that two catalogs translate differently. Lingui keeps every loaded
 * catalog in one table, so such a message would read as whichever catalog loaded last: the prerender
 * (which has loaded many) and the browser (only the page's) would disagree, and hydration fail.
 */
export function conflictingTranslations(catalogs: { file: string; po: string }[]): string[] {
  const entry = /^(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  const seen = new Map<string, { file: string; text: string }>();
  const conflicts: string[] = [];
  for (const { file, po } of catalogs) {
    for (const [, context = '', id = '', text = ''] of po.matchAll(entry)) {
      if (id === '') continue;
      const key = `${context}\u0004${id}`;
      const first = seen.get(key);
      if (!first) seen.set(key, { file, text });
      else if (first.text !== text)
        conflicts.push(`"${id}": ${first.file} "${first.text}", ${file} "${text}"`);
    }
  }
  return conflicts;
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
  const conflicts = conflictingTranslations(
    poFiles('de')
      .filter((file) => !SERVER_ONLY.test(file))
      .map((file) => ({ file, po: readFileSync(file, 'utf8') })),
  );
  if (conflicts.length > 0) {
    console.error(
      `${conflicts.length} message(s) are translated differently in two catalogs (give one a context):`,
    );
    for (const conflict of conflicts) console.error(`  - ${conflict}`);
  }
  if (stale.length > 0 || missing.length > 0 || conflicts.length > 0) process.exit(1);
  console.log(`Catalogs are up to date; all messages are translated into German.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
