/**
 * The chaos run drives a local-mode build: its pages talk to the embedded backend under /supabase on
 * the site's own origin (server/site-server.ts), so no backend URL is baked into the build.
 */
import { ensureBuild } from '../../server/ensure-build.ts';
import { loadSiteHeaders } from '../../server/static-server.ts';

/**
 * Builds dist/ when it is missing, stale or not a local-mode build; another folder is only checked.
 * Exits the process when that fails.
 */
export async function ensureSiteFor(siteDir: string): Promise<void> {
  if (siteDir === 'dist') return ensureBuild(process.cwd(), 'local');
  const builtFor = (await loadSiteHeaders(siteDir).catch(() => null))?.backend;
  if (builtFor === 'local') return;
  console.error(`${siteDir} is not a local-mode build (built for ${builtFor ?? 'nothing known'})`);
  process.exit(1);
}
