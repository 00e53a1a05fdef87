import type { Page } from '@playwright/test';

/**
 * Collects what a page reports as broken: uncaught errors, hydration warnings, React errors and
 * failed requests. The 404 page's own log line is expected and passed as `allow`.
 */
export function watchConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (allow.some((pattern) => pattern.test(text))) return;
    problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}
