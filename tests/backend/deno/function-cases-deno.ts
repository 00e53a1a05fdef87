/**
 * The functions' runtime-neutral cases under Deno, with the functions' import map
 * (supabase/functions/deno.json) and the npm packages from node_modules (no download):
 *   npm run test:deno
 * The entry points are type-checked against Deno's own declarations too (type-only imports: not run).
 */
import type {} from '../../../supabase/functions/alert-push-key/index.ts';
import type {} from '../../../supabase/functions/alert-unsubscribe/index.ts';
import type {} from '../../../supabase/functions/contact-challenge/index.ts';
import type {} from '../../../supabase/functions/desk-staff/index.ts';
import type {} from '../../../supabase/functions/send-contact-email/index.ts';
import { runtimeCases } from '../function-cases.ts';

for (const testCase of runtimeCases) Deno.test(testCase.name, testCase.run);
