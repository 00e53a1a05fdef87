import { defineConfig, devices } from '@playwright/test';

import { headlessShellLaunchOptions } from '../../scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI runs two browsers on two cores: every step takes longer there, none may fail for that alone.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace (with its screenshots) costs every test time; on CI only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: headlessShellLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: '**/*.mobile.spec.ts',
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    // Serves the production build (built by `npm test` before this runs; built here if missing).
    command: `npx tsx server/start.ts`,
    cwd: '../..',
    // A local-mode build: the embedded backend is served under /supabase on this origin, in memory
    // with its test hooks, so every run starts from the seed.
    env: {
      PORT: String(PORT),
      VITE_BACKEND: 'local',
      LOCAL_BACKEND_DATA_DIR: ':memory:',
      LOCAL_BACKEND_TEST_HOOKS: '1',
    },
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
