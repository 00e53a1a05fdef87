// Standalone Vitest config for the backend tests: Node environment, none of the app's Vite plugins.
// Run: npx vitest run --config tests/backend/vitest.config.ts
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/backend/**/*.test.ts'],
    environment: 'node',
    // Both cores: Vitest would leave one idle on a two-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
