// @vitest-environment node
import type { ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';

import { REQUIRED_CLIENT_FACTS } from '../src/content/client-facts.ts';
import { backendModePlugin, clientFactsReport } from './backend-mode-plugin.ts';

const HOSTED_ENV = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' };

function resolve(env: Record<string, string>) {
  const logger = { info: vi.fn(), warn: vi.fn() };
  const config = { env, build: { ssr: false }, logger } as unknown as ResolvedConfig;
  const hook = backendModePlugin().configResolved as (config: ResolvedConfig) => void;
  return { run: () => hook(config), logger };
}

describe('the client facts at build time', () => {
  const missing = [{ name: 'street', why: 'Impressum (§ 5 (1) no. 1 DDG)' }];

  it('stop a hosted build while a required fact is missing, naming it and why', () => {
    const report = clientFactsReport('hosted', missing);
    expect(report.level).toBe('error');
    expect(report.message).toContain('street: Impressum (§ 5 (1) no. 1 DDG)');
  });

  it('only warn in a local build, and pass once every fact is supplied', () => {
    expect(clientFactsReport('local', missing).level).toBe('warn');
    expect(clientFactsReport('hosted', []).level).toBe('ok');
  });

  it('make the hosted build fail and the local one warn with the facts still missing today', () => {
    // No client fact is supplied yet (src/content/client-facts.ts).
    expect(resolve(HOSTED_ENV).run).toThrow(/legalName: .*\n.*street:/);
    const local = resolve({ VITE_BACKEND: 'local' });
    local.run();
    expect(local.logger.warn).toHaveBeenCalledWith(
      expect.stringContaining(`${Object.keys(REQUIRED_CLIENT_FACTS).length} required facts still missing`),
    );
  });
});
