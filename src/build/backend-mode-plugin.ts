/**
 * Vite plugin: a production build must say which backend it talks to (src/lib/supabase/supabase-config.ts):
 * a hosted project (VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY) or VITE_BACKEND=local. Otherwise the
 * build stops with what to set, instead of shipping a site whose messages go nowhere.
 */
import type { Plugin } from 'vite';

import { resolveBackendSetting } from '../lib/supabase/supabase-config.ts';

export function backendModePlugin(): Plugin {
  return {
    name: 'grabbeallee:backend-mode',
    apply: 'build',
    configResolved(config) {
      const setting = resolveBackendSetting({ ...config.env, DEV: false });
      if (!config.build.ssr) {
        config.logger.info(
          setting.mode === 'local'
            ? 'backend: local (the site server serves it under /supabase)'
            : `backend: hosted (${setting.url})`,
        );
      }
    },
  };
}
