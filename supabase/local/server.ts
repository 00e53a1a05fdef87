/**
 * CLI of the embedded local backend: `npx tsx supabase/local/server.ts`.
 *
 * Environment: LOCAL_BACKEND_PORT (54321), LOCAL_BACKEND_HOST (127.0.0.1), LOCAL_BACKEND_DATA_DIR
 * (.local-backend/db; ':memory:' for a throwaway database), LOCAL_BACKEND_TEST_HOOKS=1 (/__test/*),
 * LOCAL_BACKEND_ALLOWED_ORIGINS (extra CORS origins or '*'), LOCAL_BACKEND_SWEEP_MS (2000),
 * LOCAL_BACKEND_LOG=0 (no request log), CONTACT_SALES_EMAIL.
 */
import { localBackendOptionsFromEnv, startLocalBackend } from './backend.ts';
import { LOCAL_ANON_KEY } from './keys.ts';

const options = localBackendOptionsFromEnv(process.env);
try {
  const backend = await startLocalBackend({
    ...options,
    ...(process.env.LOCAL_BACKEND_LOG === '0'
      ? {}
      : { log: (line: string) => console.log(`[local-backend] ${line}`) }),
  });
  console.log(
    `Local backend ready at ${backend.url} (${backend.startupMs} ms, ${backend.database})\n` +
      `  REST ${backend.url}/rest/v1 · Functions ${backend.url}/functions/v1/send-contact-email\n` +
      `  anon key ${LOCAL_ANON_KEY}\n  test hooks ${options.testHooks ? 'on' : 'off'}`,
  );
  const stop = () => void backend.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error('[local-backend] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
