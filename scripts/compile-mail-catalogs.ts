/** Writes the buyer mails' compiled texts for the backend (see mail-catalogs.ts). Run: npm run mails:compile */
import { writeFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';

import { MAIL_CATALOGS_FILE, mailCatalogsModule } from './mail-catalogs.ts';

const prettierOptions = await resolveConfig(MAIL_CATALOGS_FILE);
writeFileSync(
  MAIL_CATALOGS_FILE,
  await format(await mailCatalogsModule(), { ...prettierOptions, filepath: MAIL_CATALOGS_FILE }),
);
console.log(`Wrote ${MAIL_CATALOGS_FILE}`);
