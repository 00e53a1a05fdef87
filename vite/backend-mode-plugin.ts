/**
 * Vite plugin: a production build must say which backend it talks to (src/lib/supabase/supabase-config.ts):
 * a hosted project (VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY) or VITE_BACKEND=local. Otherwise the
 * build stops with what to set, instead of shipping a site whose messages go nowhere.
 *
 * The backend also tells a build for the public site from a local one, so this plugin checks the client
 * facts too (src/content/client-facts.ts): a hosted build stops while a required fact is missing, since
 * the site would go live with "[to be completed: …]" on its legal pages; a local build lists them.
 */
import type { Plugin } from 'vite';

import { missingClientFacts } from '../src/content/client-facts.ts';
import { type BackendMode, resolveBackendSetting } from '../src/lib/supabase/supabase-config.ts';

/** The check of the client facts for one build: an error to stop a hosted build, a warning otherwise. */
export function clientFactsReport(
  mode: BackendMode,
  missing: readonly { name: string; why: string }[] = missingClientFacts(),
): { level: 'ok' | 'warn' | 'error'; message: string } {
  if (missing.length === 0) return { level: 'ok', message: 'client facts: all required facts supplied' };
  const list = missing.map(({ name, why }) => `  - ${name}: ${why}`).join('\n');
  const where = 'Supply them in src/content/client-facts.ts (clientFacts).';
  return mode === 'hosted'
    ? {
        level: 'error',
        message: `A build for the hosted site needs every required client fact; ${missing.length} missing:\n${list}\n${where}`,
      }
    : {
        level: 'warn',
        message: `client facts: ${missing.length} required facts still missing (shown as marked fields; a hosted build stops):\n${list}\n${where}`,
      };
}

export function backendModePlugin(): Plugin {
  return {
    name: 'grabbeallee:backend-mode',
    apply: 'build',
    configResolved(config) {
      const setting = resolveBackendSetting({ ...config.env, DEV: false });
      const facts = clientFactsReport(setting.mode);
      if (facts.level === 'error') throw new Error(facts.message);
      if (!config.build.ssr) {
        config.logger.info(
          setting.mode === 'local'
            ? 'backend: local (the site server serves it under /supabase)'
            : `backend: hosted (${setting.url})`,
        );
        if (facts.level === 'warn') config.logger.warn(facts.message);
      }
    },
  };
}
