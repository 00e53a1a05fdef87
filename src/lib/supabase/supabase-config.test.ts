import { describe, expect, it } from 'vitest';

import { LOCAL_ANON_KEY } from './local-anon-key';
import { readSupabaseConfig, resolveBackendSetting } from './supabase-config';

const ORIGIN = 'http://localhost:4193';

describe('backend mode', () => {
  it('local: the embedded backend under /supabase on the page origin, with the demo key', () => {
    expect(readSupabaseConfig({ VITE_BACKEND: 'local' }, ORIGIN)).toEqual({
      url: `${ORIGIN}/supabase`,
      anonKey: LOCAL_ANON_KEY,
    });
    // An explicit local build ignores a hosted URL left in the environment.
    expect(
      readSupabaseConfig({ VITE_BACKEND: 'local', VITE_SUPABASE_URL: 'https://x.supabase.co' }, ORIGIN).url,
    ).toBe(`${ORIGIN}/supabase`);
  });

  it('hosted: the named project and key', () => {
    expect(
      readSupabaseConfig(
        { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: ' key ' },
        ORIGIN,
      ),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'key' });
  });

  it('a production build without either fails with what to set', () => {
    expect(() => resolveBackendSetting({})).toThrow(
      /VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.*VITE_BACKEND=local/,
    );
    expect(() => resolveBackendSetting({ DEV: false })).toThrow(/No backend configured/);
  });

  it('the dev server and unit tests default to local', () => {
    expect(resolveBackendSetting({ DEV: true })).toEqual({ mode: 'local' });
  });

  it('a half-named hosted project fails with the missing part', () => {
    expect(() => resolveBackendSetting({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY is missing/,
    );
    expect(() => resolveBackendSetting({ VITE_BACKEND: 'hosted' })).toThrow(/VITE_SUPABASE_URL is missing/);
    expect(() => resolveBackendSetting({ VITE_SUPABASE_URL: 'abc', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /absolute URL/,
    );
    expect(() => resolveBackendSetting({ VITE_BACKEND: 'remote' })).toThrow(/"local" or "hosted"/);
  });
});
