// The few Deno globals supabase/functions/*/index.ts and the Deno tests use, so `tsc -p supabase` can type-check the entry
// points under Node's types. Only this tsconfig sees this file; Deno has the real declarations.
declare namespace Deno {
  interface Env {
    get(key: string): string | undefined;
  }
  const env: Env;
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  /** tests/backend/deno/*.ts */
  function test(name: string, fn: () => Promise<void>): void;
}
