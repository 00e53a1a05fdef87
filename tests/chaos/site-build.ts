/**
 * The production build the chaos run drives must talk to the backend the run starts: Vite inlines
 * VITE_SUPABASE_URL at build time, so a dist/ built for another port would send every message into
 * the void (e.g. after a browser test run on other ports).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { LOCAL_SUPABASE_URL } from '../../src/lib/supabase/supabase-config.ts';
import { buildIsStale } from '../../src/server/build-freshness.ts';

/** The backend URL the site in `siteDir` was built for, read from its service worker; null if unbuilt. */
export async function builtBackendUrl(siteDir: string): Promise<string | null> {
  const worker = await readFile(join(siteDir, 'sw.js'), 'utf8').catch(() => null);
  if (worker === null) return null;
  // The worker bundle inlines Vite's env object, e.g. {…,VITE_SUPABASE_URL:`http://localhost:54399`}.
  const inlined = /VITE_SUPABASE_URL:\s*[`"']([^`"']*)[`"']/.exec(worker)?.[1];
  return (inlined || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
}

/**
 * Builds dist/ for `backendUrl` when it is missing, older than its sources or built for another
 * backend; another folder is only checked. Exits the process when that fails.
 */
export async function ensureSiteFor(siteDir: string, backendUrl: string): Promise<void> {
  const builtFor = await builtBackendUrl(siteDir);
  if (siteDir !== 'dist') {
    if (builtFor === backendUrl) return;
    console.error(`${siteDir} was built for ${builtFor ?? 'nothing'}, the run's backend is ${backendUrl}`);
    process.exit(1);
  }
  const stale = await buildIsStale(process.cwd());
  if (!stale && builtFor === backendUrl) return;
  console.log(
    stale
      ? 'Building the site (sources changed since the last build)…'
      : `Building the site for ${backendUrl} (dist/ was built for ${builtFor})…`,
  );
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: backendUrl },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
