/**
 * Builds dist/ when it is missing, older than its sources, or built for another backend mode than
 * the one asked for (`npm start`, the browser tests and the chaos run serve a local-mode build).
 */
import { spawnSync } from 'node:child_process';

import type { BackendMode } from '../src/lib/supabase/supabase-config.ts';
import { buildIsStale } from './build-freshness.ts';
import { loadSiteHeaders } from './static-server.ts';

/** The backend mode the environment asks for: VITE_BACKEND, else hosted when a project URL is set. */
export function requestedBackendMode(env: NodeJS.ProcessEnv = process.env): BackendMode {
  if (env.VITE_BACKEND === 'local' || env.VITE_BACKEND === 'hosted') return env.VITE_BACKEND;
  return env.VITE_SUPABASE_URL ? 'hosted' : 'local';
}

/** Exits the process when the build fails. */
export async function ensureBuild(root: string, mode: BackendMode): Promise<void> {
  const builtFor = (await loadSiteHeaders(`${root}/dist`).catch(() => null))?.backend ?? null;
  const stale = await buildIsStale(root);
  if (!stale && builtFor === mode) return;
  console.log(
    stale
      ? `Building the site for the ${mode} backend (sources changed since the last build)…`
      : `Building the site for the ${mode} backend (dist/ was built for ${builtFor ?? 'no known backend'})…`,
  );
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, VITE_BACKEND: mode },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
