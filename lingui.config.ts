import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

import { CATALOG_SOURCES } from './src/lib/i18n/catalogs.ts';

const NEVER_TRANSLATED = [
  '**/*.test.*',
  '<rootDir>/server/**',
  '<rootDir>/vite/**',
  '<rootDir>/scripts/**',
  '<rootDir>/src/sw/**',
];
const pageCatalogFolders = Object.values(CATALOG_SOURCES).flatMap((folders) =>
  folders.map((folder) => `<rootDir>/${folder}/**`),
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NEVER_TRANSLATED, ...pageCatalogFolders],
    },
    // The buyer's mails and pushes, the agents' morning mail, the desk's reply templates, the viewing mails and the local invite and reset mails, sent by the backend (compiled for it by `npm run mails:compile`).
    {
      path: '<rootDir>/locales/{locale}/mails',
      include: [
        '<rootDir>/supabase/functions/send-contact-email/alert-mail.ts',
        '<rootDir>/supabase/functions/send-contact-email/alert-push.ts',
        '<rootDir>/supabase/functions/send-contact-email/follow-up-digest.ts',
        '<rootDir>/supabase/functions/send-contact-email/reply-templates.ts',
        '<rootDir>/supabase/functions/send-contact-email/viewing-mail.ts',
        '<rootDir>/supabase/functions/send-contact-email/viewing-day-mail.ts',
        // The local Auth's invite and reset mails (a hosted project's come from its Auth e-mail templates).
        '<rootDir>/supabase/local/auth-mail.ts',
      ],
    },
    ...Object.entries(CATALOG_SOURCES).map(([name, folders]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: folders.map((folder) => `<rootDir>/${folder}`),
      exclude: NEVER_TRANSLATED,
    })),
  ],
  // No line numbers: moving code does not make the catalogs stale.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
