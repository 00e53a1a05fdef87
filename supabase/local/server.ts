/**
 * CLI of the embedded local backend: `npx tsx supabase/local/server.ts`.
 *
 * Environment:
 *   LOCAL_BACKEND_PORT        default 54321
 *   LOCAL_BACKEND_HOST        default 127.0.0.1 (0.0.0.0 to reach it from other devices)
 *   LOCAL_BACKEND_DATA_DIR    default .local-backend/db; ':memory:' for a throwaway database
 *   DATABASE_URL              use this PostgreSQL server instead of PGlite (needs the `pg` package)
 *   LOCAL_BACKEND_TEST_HOOKS  1 enables the /__test endpoints (see backend.ts)
 *   LOCAL_BACKEND_ALLOWED_ORIGINS  extra CORS origins, comma-separated, or '*'
 *   LOCAL_BACKEND_LOG         0 silences the request log
 *   CONTACT_SALES_EMAIL       recipient shown in the local mails
 */
import { localBackendOptionsFromEnv, startLocalBackend } from './backend.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

const options = localBackendOptionsFromEnv(process.env);
const quiet = process.env.LOCAL_BACKEND_LOG === '0';

try {
  const backend = await startLocalBackend({
    ...options,
    ...(quiet ? {} : { log: (line: string) => console.log(`[local-backend] ${line}`) }),
  });
  console.log(
    [
      `Local backend ready at ${backend.url} (${backend.startupMs} ms, ${backend.database}${backend.fromSnapshot ? ', from snapshot' : ''})`,
      `  REST       ${backend.url}/rest/v1`,
      `  Functions  ${backend.url}/functions/v1/send-contact-email`,
      `  anon key   ${LOCAL_ANON_KEY}`,
      `  service    ${LOCAL_SERVICE_ROLE_KEY}`,
      `  test hooks ${options.testHooks ? 'on (/__test/*)' : 'off (LOCAL_BACKEND_TEST_HOOKS=1 to enable)'}`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`[local-backend] ${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.log(`[local-backend] ${signal}: closing…`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[local-backend] error while closing:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error('[local-backend] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
