import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/server/**', '<rootDir>/src/sw/**'],
    },
  ],
  // No line numbers: moving code does not make the catalogs stale.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
