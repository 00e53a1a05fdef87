// Vitest for tests/postgres/run.ts (which passes TEST_DATABASE_URL): the cron jobs, then the backend tests,
// one file at a time, as they share the one database pg_cron serves.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The backend tests that exercise the database's own rules (grants, RLS, constraints, triggers, the desk's
// functions); the others test the Node side (HTTP, functions, hooks), which the database does not change.
const DATABASE_TESTS = [
  'tests/backend/database.test.ts',
  'tests/backend/contact-parity.test.ts',
  'tests/backend/contact-challenge.test.ts',
  'tests/backend/sales-desk.test.ts',
  'tests/backend/retention.test.ts',
  'tests/backend/lead-alerts.test.ts',
  'tests/backend/check-backend.test.ts',
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
