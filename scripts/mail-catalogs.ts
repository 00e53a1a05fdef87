/**
 * The buyer mails' texts for the backend: the `mails` catalog (locales/<locale>/mails.po) compiled into
 * supabase/functions/send-contact-email/mail-catalogs.gen.ts, which Deno and Node import as it is (the
 * functions run without Lingui's build plugins).
 */
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

export const MAIL_CATALOGS_FILE = 'supabase/functions/send-contact-email/mail-catalogs.gen.ts';

/** The source text of mail-catalogs.gen.ts, from the .po files as they are now. */
export async function mailCatalogsModule(): Promise<string> {
  const config = getConfig({ skipValidation: true });
  const catalog = (await getCatalogs(config)).find((candidate) => candidate.path.endsWith('/mails'));
  if (!catalog) throw new Error('lingui.config.ts has no mails catalog');
  const compiled: Record<string, unknown> = {};
  for (const locale of config.locales) {
    // No fallbacks: a mail text missing in one language stops here instead of going out in another.
    const { messages, missing } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale ?? 'en',
      fallbackLocales: {},
    });
    if (missing.length > 0) throw new Error(`mails (${locale}): ${missing.length} message(s) without a text`);
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json', strict: true });
    if (errors.length > 0)
      throw new Error(`mails (${locale}): ${errors.map((error) => error.id).join(', ')}`);
    compiled[locale] = (JSON.parse(source) as { messages: unknown }).messages;
  }
  return `// Written by \`npm run mails:compile\` from locales/<locale>/mails.po; do not edit (see scripts/mail-catalogs.ts).
import type { Messages } from '@lingui/core';

import type { AlertLocale } from '../_shared/alert-rules.ts';

export const MAIL_CATALOGS: Record<AlertLocale, Messages> = ${JSON.stringify(compiled, null, 2)};
`;
}
