// @vitest-environment node
/** The functions' runtime-neutral cases under Node; the same cases run under Deno (`npm run test:deno`). */
import { describe, it } from 'vitest';

import { runtimeCases } from './function-cases.ts';

describe('the Edge Functions without a database (Node)', () => {
  for (const testCase of runtimeCases) it(testCase.name, testCase.run);
});
