// @vitest-environment node
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { START_UP_SCRIPT } from '../src/first-load/start-up-script';
import {
  assertNoPageScripts,
  cspReportUrl,
  HOSTING_HEADERS_LIMITS,
  hostingHeadersFile,
  hostingHeadersStats,
  siteHeadersFor,
  type RenderedPage,
} from './security-headers';

const hosted = { mode: 'hosted', url: 'https://abc.supabase.co', anonKey: 'key' } as const;
const local = { mode: 'local' } as const;

describe('the site-wide security headers', () => {
  it('allow scripts from the site and the one start-up script every page shares, and nothing inline else', () => {
    const policy = siteHeadersFor(local, '/csp-report').security['Content-Security-Policy']!;
    const startUp = createHash('sha256').update(START_UP_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${startUp}';`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toMatch(/report-uri \/csp-report; report-to csp$/);
    expect(siteHeadersFor(local, '/csp-report').security['Reporting-Endpoints']).toBe('csp="/csp-report"');
  });

  it('report locally to the server, hosted to the configured endpoint or nowhere', () => {
    expect(cspReportUrl(local, {})).toBe('/csp-report');
    expect(cspReportUrl(hosted, {})).toBeNull();
    expect(cspReportUrl(hosted, { VITE_CSP_REPORT_URL: 'https://r.example/csp' })).toBe(
      'https://r.example/csp',
    );
    const policy = siteHeadersFor(hosted, null).security['Content-Security-Policy']!;
    expect(policy).not.toContain('report-');
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;");
  });

  it('make a _headers file any static host accepts: few rules, short lines, HSTS for the hosted site', () => {
    const file = hostingHeadersFile(siteHeadersFor(hosted, 'https://r.example/csp'));
    const { rules, longestLine } = hostingHeadersStats(file);
    expect(rules).toBe(3);
    expect(longestLine).toBeLessThan(HOSTING_HEADERS_LIMITS.lineLength / 2);
    expect(rules).toBeLessThanOrEqual(HOSTING_HEADERS_LIMITS.rules);
    expect(file).toContain('/*\n  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(file).toMatch(/^ {2}Strict-Transport-Security: max-age=\d{8,}; includeSubDomains$/m);
    expect(file).toMatch(
      /^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[\w+/=]+'; /m,
    );
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('refuse a _headers file beyond the limits rather than have a host drop it', () => {
    const headers = siteHeadersFor(hosted, null);
    headers.security['Content-Security-Policy'] += ` 'sha256-${'x'.repeat(2000)}'`;
    expect(() => hostingHeadersFile(headers)).toThrow(/beyond what hosts accept/);
  });

  it('stop the build when a page runs any other inline script', () => {
    const page = (body: string): RenderedPage => ({
      url: '/team',
      file: 'team.html',
      expectedStatus: 200,
      html: `<html><head><script>${START_UP_SCRIPT}</script><script type="application/ld+json">{}</script></head>${body}</html>`,
    });
    expect(() =>
      assertNoPageScripts([
        page(
          '<body><script type="application/json" id="router-state">{}</script><script src="/a.js" async></script></body>',
        ),
      ]),
    ).not.toThrow();
    expect(() => assertNoPageScripts([page('<body><script>self.$_TSR={}</script></body>')])).toThrow(
      /\/team runs an inline script .*self\.\$_TSR/,
    );
  });
});
