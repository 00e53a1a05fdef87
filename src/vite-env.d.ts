/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** 'local' (the embedded backend under /supabase on the site's origin) or 'hosted'; see supabase-config.ts. */
  readonly VITE_BACKEND?: string;
}

/** The build this page comes from (vite.config.ts `define`): package version, commit, build date. */
declare const __APP_BUILD__: { version: string; commit: string; builtAt: string };
