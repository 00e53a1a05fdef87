/**
 * The public demo anon key of the embedded local backend (the Supabase CLI's well-known default,
 * role "anon"). The app needs it in local mode; it lives here, outside supabase/local, because app
 * code must not import the backend's own modules. tests/unit/local-anon-key.test.ts fails if it
 * drifts from supabase/local/keys.ts. Never used for a hosted project.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
