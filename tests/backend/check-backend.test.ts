// @vitest-environment node
/**
 * `npm run check:backend`'s probes against the local backend: every one passes as deployed, and a hole
 * opened on purpose (an anon grant on a secret function, a dropped blank-name rule) makes them fail,
 * the wrongly stored probe row erased with the service role key.
 */
import { describe, expect, it } from 'vitest';

import { PROBE_EMAIL, probeTable, runBackendProbes } from '../../scripts/backend-probes.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { useTestBackend } from './helpers/test-backend.ts';

const t = useTestBackend();
const asOwner = (sql: string) => t.backend.db.query(sql, [], null);

describe('check:backend', () => {
  it('passes every probe against the local backend as migrated', async () => {
    const results = await runBackendProbes({ url: t.url, anonKey: LOCAL_ANON_KEY });
    expect(
      results.filter((result) => result.outcome !== 'pass'),
      probeTable(results),
    ).toEqual([]);
    expect(results.length).toBeGreaterThan(25);
    expect(await t.hooks.rows()).toEqual([]);
  });

  it('fails where anon may call a secret function or a blank name is stored, and erases the stored row', async () => {
    await asOwner('grant execute on function public.contact_challenge_secrets() to anon');
    await asOwner(
      'alter table public.contact_submissions drop constraint contact_submissions_name_not_blank',
    );
    try {
      const results = await runBackendProbes({
        url: t.url,
        anonKey: LOCAL_ANON_KEY,
        serviceKey: LOCAL_SERVICE_ROLE_KEY,
      });
      const failed = results.filter((result) => result.outcome === 'fail').map((result) => result.probe);
      expect(failed).toEqual([
        'anon calls contact_challenge_secrets()',
        'insert refuses: name of Unicode spaces only',
        'stored probe rows erased',
      ]);
      expect(results.at(-1)?.got).toMatch(/ erased$/);
      expect((await t.hooks.rows()).filter((row) => row.email === PROBE_EMAIL)).toEqual([]);
    } finally {
      await asOwner('revoke execute on function public.contact_challenge_secrets() from anon');
      await asOwner(
        `alter table public.contact_submissions add constraint contact_submissions_name_not_blank
           check (name ~ '[^\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]') not valid`,
      );
    }
  });
});
