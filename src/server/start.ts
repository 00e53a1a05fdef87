/**
 * `npm start`: builds when the build is missing or older than its sources, starts the embedded
 * local backend (Supabase REST and Functions on http://localhost:54321, PGlite, data kept in
 * .local-backend/) and serves the production build at http://localhost:4173 (PORT overrides it).
 * LOCAL_BACKEND=off serves the site alone (e.g. when the app was built against a hosted project).
 */
import { spawnSync } from 'node:child_process';

import {
  localBackendOptionsFromEnv,
  startLocalBackend,
  type LocalBackend,
} from '../../supabase/local/backend.ts';
import { buildIsStale } from './build-freshness.ts';
import { startStaticServer } from './static-server.ts';

const root = process.cwd();
const port = Number(process.env.PORT ?? 4173);

if (await buildIsStale(root)) {
  console.log('Building the site (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let backend: LocalBackend | null = null;
if (process.env.LOCAL_BACKEND !== 'off') {
  backend = await startLocalBackend(localBackendOptionsFromEnv(process.env));
  console.log(`Local backend (Supabase REST + Functions, ${backend.database}) at ${backend.url}`);
}

const server = await startStaticServer({ root: 'dist', port });
console.log(`Grabbeallee 68 is running at http://localhost:${port}`);

let stopping = false;
const stop = () => {
  if (stopping) process.exit(1);
  stopping = true;
  server.close();
  void (backend?.close() ?? Promise.resolve()).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
