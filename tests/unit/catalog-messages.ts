/** The messages of one language's Lingui catalogs (locales/<locale>/*.po), read as text by copy tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');

export interface CatalogMessage {
  /** The English source (msgid). */
  id: string;
  /** The translation (msgstr). */
  text: string;
  /** The catalog file. */
  file: string;
  /** The catalog file and the source files that use the message. */
  origin: string;
}

export function catalogMessages(locale: 'en' | 'de'): CatalogMessage[] {
  const dir = join(LOCALES_DIR, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split(/\n\n/)
        .map((block) => {
          const field = (name: string) =>
            [
              ...(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block)?.[1] ?? '').matchAll(
                /"((?:[^"\\]|\\.)*)"/g,
              ),
            ]
              .map((part) => part[1]!.replace(/\\"/g, '"').replace(/\\\\/g, '\\'))
              .join('');
          const sources = [...block.matchAll(/^#: (.+)$/gm)].map((m) => m[1]).join(' ');
          return { id: field('msgid'), text: field('msgstr'), file, origin: `${file} ${sources}` };
        })
        .filter((message) => message.id !== ''),
    );
}
