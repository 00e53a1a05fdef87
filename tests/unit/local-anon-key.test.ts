import { expect, it } from 'vitest';

import { LOCAL_ANON_KEY } from '../../src/lib/supabase/local-anon-key';
import { LOCAL_ANON_KEY as BACKEND_ANON_KEY } from '../../supabase/local/keys';

it("the app's local anon key is the embedded backend's", () => {
  expect(LOCAL_ANON_KEY).toBe(BACKEND_ANON_KEY);
});
