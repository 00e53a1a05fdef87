// @vitest-environment node
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { START_UP_SCRIPT } from '../src/first-load/start-up-script';
import {
  cspReportUrl,
  HOSTING_HEADERS_LIMITS,
  hostingHeadersFile,
  hostingHeadersStats,
  siteHeadersFor,
  withScriptPolicy,
} from './security-headers';

const hosted = { mode: 'hosted', url: 'https://abc.supabase.co', anonKey: 'key' } as const;
const local = { mode: 'local' } as const;

const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const ROUTER_SCRIPT = 'self.$_TSR={router:{matches:[]}}';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Team</title><script>${START_UP_SCRIPT}</script>` +
  `<script type="application/ld+json">{}</script></head><body>${body}<script src="/a.js" async></script></body></html>`;

describe('the security headers', () => {
  it('allow scripts from the site and, on a page, its own inline scripts by their hashes', () => {
    const html = page(`<main></main><script>${ROUTER_SCRIPT}</script>`);
    const headers = siteHeadersFor(local, '/csp-report', [{ file: 'de/team.html', html }]);
    expect(headers.security['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers.pagePolicies['de/team.html']).toContain(
      `script-src 'self' ${hash(START_UP_SCRIPT)} ${hash(ROUTER_SCRIPT)};`,
    );
    for (const policy of [
      headers.security['Content-Security-Policy']!,
      headers.pagePolicies['de/team.html']!,
    ]) {
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy).toMatch(/report-uri \/csp-report; report-to csp$/);
    }
    expect(headers.security['Reporting-Endpoints']).toBe('csp="/csp-report"');
  });

  it("put the page's script policy first in its head, covering every inline script and nothing else", () => {
    const html = withScriptPolicy(page(`<main></main><script>${ROUTER_SCRIPT}</script>`));
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash(START_UP_SCRIPT)} ${hash(ROUTER_SCRIPT)}"/><title>`,
    );
    expect(withScriptPolicy(page('<main></main>'))).toContain(
      `content="script-src 'self' ${hash(START_UP_SCRIPT)}"`,
    );
    expect(() => withScriptPolicy('<html><head><title>x</title></head></html>')).toThrow(/no <meta charSet/);
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
    // Each page's meta narrows it to the page's own scripts: no host takes a rule per page.
    expect(file).toMatch(
      /^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline'; /m,
    );
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('refuse a _headers file beyond the limits rather than have a host drop it', () => {
    const headers = siteHeadersFor(hosted, null);
    headers.staticHostPolicy += ` 'sha256-${'x'.repeat(2000)}'`;
    expect(() => hostingHeadersFile(headers)).toThrow(/beyond what hosts accept/);
  });
});
