/**
 * `npm run check:backend -- <url> <anon key>`: the read-only probes of backend-probes.ts against any
 * backend (a hosted project after each deploy: supabase/README.md), printed as a pass/fail table.
 * Exits 1 when a probe fails. SUPABASE_SERVICE_ROLE_KEY (optional) only erases a probe row that was
 * wrongly stored.
 */
import { probeTable, runBackendProbes } from './backend-probes.ts';

const [url, anonKey] = process.argv.slice(2);
if (!url || !anonKey) {
  console.error('Usage: npm run check:backend -- <backend url> <anon key>');
  process.exit(2);
}
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
const results = await runBackendProbes({ url, anonKey, ...(serviceKey ? { serviceKey } : {}) });
console.log(probeTable(results));
const failed = results.filter((result) => result.outcome === 'fail').length;
const skipped = results.filter((result) => result.outcome === 'skip').length;
console.log(
  `\n${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped (rate-limited: run again later)`,
);
process.exit(failed > 0 ? 1 : 0);
