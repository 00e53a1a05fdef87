// Vitest for tests/postgres/run.ts (which passes TEST_DATABASE_URL): the cron jobs, then the backend tests,
// one file at a time, as they share the one database pg_cron serves.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The backend tests that exercise the database (grants, RLS, constraints, triggers, the delivery and desk
// functions). The others stay on PGlite: contact-rules and function-cases test TypeScript only; client-ip,
// proxy-smuggling, site-hardening and test-hooks the Node side (gateway headers, proxy, hooks).
const DATABASE_TESTS = [
  'tests/backend/database.test.ts',
  'tests/backend/contact-parity.test.ts',
  'tests/backend/contact-challenge.test.ts',
  'tests/backend/sales-desk.test.ts',
  'tests/backend/desk-board.test.ts',
  'tests/backend/retention.test.ts',
  'tests/backend/lead-alerts.test.ts',
  'tests/backend/check-backend.test.ts',
  'tests/backend/rest-api.test.ts',
  'tests/backend/send-contact-email.test.ts',
  'tests/backend/unit-alerts.test.ts',
  'tests/backend/alert-desk.test.ts',
  'tests/backend/alert-push.test.ts',
  'tests/backend/alert-search-limits.test.ts',
  'tests/backend/lead-pipeline.test.ts',
  'tests/backend/viewings.test.ts',
  'tests/backend/viewing-mails.test.ts',
  'tests/backend/lead-replies.test.ts',
  'tests/backend/staff-accounts.test.ts',
  'tests/backend/manual-leads.test.ts',
];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/postgres/**/*.test.ts', ...DATABASE_TESTS],
    setupFiles: ['tests/postgres/reset-per-file.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
