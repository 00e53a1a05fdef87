// Setup file of tests/postgres/vitest.config.ts: the test files share one database, and each starts from the
// seed (and without the users of the previous file), as it would on its own in-memory database.
import { beforeAll } from 'vitest';

import { openPostgresDb } from '../../supabase/local/postgres-db.ts';
import { RESET_DATABASE } from '../../supabase/local/test-hooks.ts';

beforeAll(async () => {
  const db = openPostgresDb(process.env.TEST_DATABASE_URL ?? '');
  try {
    await db.execScript(`${RESET_DATABASE}; delete from auth.users;`);
  } finally {
    await db.close();
  }
});
