import { existsSync } from 'node:fs';

/**
 * Which Chromium the browser tests and benchmarks drive: CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium when present, else Playwright's own browser (undefined), as on a laptop.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
