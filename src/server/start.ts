/**
 * `npm start`: builds when the build is missing or older than its sources, then serves the
 * production build at http://localhost:4173 (PORT overrides it).
 */
import { spawnSync } from 'node:child_process';

import { buildIsStale } from './build-freshness';
import { startStaticServer } from './static-server';

const root = process.cwd();
const port = Number(process.env.PORT ?? 4173);

if (await buildIsStale(root)) {
  console.log('Building the site (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await startStaticServer({ root: 'dist', port });
console.log(`Grabbeallee 68 is running at http://localhost:${port}`);

const stop = () => {
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
