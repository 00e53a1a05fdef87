/**
 * `npm start`: builds when the build is missing, older than its sources or built for another backend
 * mode, then serves it at http://localhost:4173 (PORT overrides it), to this machine only (127.0.0.1;
 * HOST=0.0.0.0 serves the network too, e.g. to try it on a phone). A local-mode build (the default)
 * gets the embedded backend (Supabase REST, Functions and, with LOCAL_BACKEND_TEST_HOOKS=1, the test
 * hooks; PGlite, data kept in .local-backend/) under /supabase on the same origin, on a free internal
 * port. VITE_SUPABASE_URL (+ VITE_SUPABASE_ANON_KEY) builds for a hosted project instead;
 * LOCAL_BACKEND=off serves the site alone. With the local backend it creates the staff account of
 * localStaffAccount() (the password generated for this install, or LOCAL_STAFF_EMAIL / LOCAL_STAFF_PASSWORD)
 * and prints it at every start: sign in at /auth. Without test hooks it publishes demo viewing slots over the next
 * two weeks while none lies ahead (demo-slots.ts). Another HOST is told what it exposes.
 */
import { LOCAL_BACKEND_PATH } from '../src/lib/supabase/supabase-config.ts';
import { createLocalUser, localStaffAccount } from '../supabase/local/auth.ts';
import { localBackendOptionsFromEnv } from '../supabase/local/backend.ts';
import { publishDemoViewingSlots } from '../supabase/local/demo-slots.ts';
import { MAIL_VIEWER_PATH } from '../supabase/local/mail-viewer.ts';
import { ensureBuild, requestedBackendMode } from './ensure-build.ts';
import { startSiteServer } from './site-server.ts';

const root = process.cwd();
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || '127.0.0.1';

await ensureBuild(root, requestedBackendMode());

const backendOptions = localBackendOptionsFromEnv(process.env);
const site = await startSiteServer({
  root: 'dist',
  port,
  host,
  localBackend: process.env.LOCAL_BACKEND === 'off' ? false : backendOptions,
});
if (site.backend) {
  console.log(
    `Local backend (Supabase REST + Functions, ${site.backend.database}) at ${site.url}${LOCAL_BACKEND_PATH}`,
  );
  // The sales desk needs a staff account; sign-ups are off, so the backend's owner creates one.
  const staff = localStaffAccount(site.backend.secrets.staffPassword);
  const staffUser = await createLocalUser(site.backend.db, {
    ...staff,
    staff: true,
    displayName: 'Local staff',
  });
  // The browser tests' backend (test hooks on) starts from the seed alone.
  if (!backendOptions.testHooks) {
    const demo = await publishDemoViewingSlots(site.backend.db, staffUser.id);
    if (demo > 0) console.log(`Published ${demo} demo viewing slots over the next two weeks.`);
  }
  const origin = process.env.LOCAL_STAFF_PASSWORD
    ? 'set by LOCAL_STAFF_PASSWORD'
    : site.backend.secretsFile
      ? `generated for this install, kept in ${site.backend.secretsFile}`
      : 'generated for this in-memory run';
  console.log(
    `Sales desk: ${site.url}/auth, staff account ${staff.email}, password ${staff.password} (${origin})`,
  );
  console.log(`Mails it sent (on this machine only): ${site.url}${LOCAL_BACKEND_PATH}${MAIL_VIEWER_PATH}`);
}
console.log(
  `Grabbeallee 68 is running at ${site.url}${host === '127.0.0.1' ? '' : ` (listening on ${host})`}`,
);
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
  console.warn(
    `HOST=${host}: every device that can reach this machine on port ${port} gets the site` +
      (site.backend
        ? `, the backend under ${LOCAL_BACKEND_PATH} (contact form, unit statuses) and the sales desk's sign-in at /auth` +
          ' (the staff password above; failed sign-ins are throttled). Lead data is readable by whoever signs in;' +
          ' the local mailbox only from this machine.'
        : '.'),
  );
}

let stopping = false;
const stop = () => {
  if (stopping) process.exit(1);
  stopping = true;
  void site.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
