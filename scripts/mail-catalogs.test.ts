import { readFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

import { MAIL_CATALOGS_FILE, mailCatalogsModule } from './mail-catalogs.ts';

describe("the buyer mails' compiled texts", () => {
  it('are the mails catalogs as they are (run `npm run mails:compile` after changing locales/*/mails.po)', async () => {
    const options = await resolveConfig(MAIL_CATALOGS_FILE);
    const expected = await format(await mailCatalogsModule(), { ...options, filepath: MAIL_CATALOGS_FILE });
    expect(readFileSync(MAIL_CATALOGS_FILE, 'utf8')).toBe(expected);
  });
});
