/**
 * The one Chromium launcher of the scripts that drive a browser (size budget, page-weight and
 * project-page metrics, PWA asset generator, chaos run) and the Playwright config's launch options.
 */
import { existsSync } from 'node:fs';

import type { Browser, LaunchOptions } from '@playwright/test';

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

/** Launch options for Playwright (also `use.launchOptions` in tests/e2e/playwright.config.ts). */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return { executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/** Starts Chromium; Playwright is loaded on demand, so importing this module stays cheap. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
