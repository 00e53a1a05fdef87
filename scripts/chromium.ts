/**
 * The one Chromium launcher of the scripts that drive a browser (size budget, page-weight and
 * project-page metrics, PWA asset generator, chaos run) and of the browser tests.
 */
import { existsSync } from 'node:fs';

import type { Browser, LaunchOptions } from '@playwright/test';

/**
 * Which Chromium the benchmarks, the size budget and the tests that need the whole browser drive:
 * CHROMIUM_PATH if set, else Debian's /usr/bin/chromium when present, else Playwright's own
 * browser (undefined), as on a laptop.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Which Chromium the browser tests drive by default: Debian's headless shell (Blink without the
 * browser around it, what Playwright itself runs headless) when present, as it costs each test about
 * a third less CPU; CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH choose another.
 */
export function headlessShellExecutable(): string | undefined {
  const chosen = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : chromiumExecutable();
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

/** Launch options for the browser tests (the headless shell); a test that needs the full browser uses the above. */
export function headlessShellLaunchOptions(): LaunchOptions {
  return { executablePath: headlessShellExecutable(), args: CHROMIUM_ARGS };
}

/** Starts Chromium; Playwright is loaded on demand, so importing this module stays cheap. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
