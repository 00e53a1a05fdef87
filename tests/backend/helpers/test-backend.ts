/** Starts an in-memory local backend with test hooks on a free port, plus clients for it. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { startLocalBackend, type LocalBackend } from '../../../supabase/local/backend.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { testHooksClient, type TestHooksClient } from '../../../supabase/local/test-hooks-client.ts';

export interface TestBackend {
  backend: LocalBackend;
  url: string;
  anon: SupabaseClient;
  service: SupabaseClient;
  hooks: TestHooksClient;
  /** fetch relative to the backend, with the given key (default anon) as apikey and bearer token. */
  request(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * supabase-js refuses to create a client on Node 20 (no global WebSocket) unless realtime gets a
 * transport. These tests never open a realtime channel, so a transport that cannot connect is enough.
 */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not available in the backend tests');
  }
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}

export async function startTestBackend(): Promise<TestBackend> {
  // No sweep timer: the tests run the sweep themselves, with their own clock.
  const backend = await startLocalBackend({ port: 0, dataDir: ':memory:', testHooks: true, sweepMs: 0 });
  const { url } = backend;
  return {
    backend,
    url,
    anon: client(url, LOCAL_ANON_KEY),
    service: client(url, LOCAL_SERVICE_ROLE_KEY),
    hooks: testHooksClient(url),
    request: (path, init = {}) => {
      const { key = LOCAL_ANON_KEY, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key) {
        headers.set('apikey', key);
        if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
      }
      return fetch(`${url}${path}`, { ...rest, headers });
    },
    close: () => backend.close(),
  };
}

/**
 * One in-memory backend for the enclosing test file (or describe block), reset before each test.
 * The returned object is filled in once the backend has started, so tests use it as it is.
 */
export function useTestBackend(): TestBackend {
  const holder = {} as TestBackend;
  beforeAll(async () => {
    Object.assign(holder, await startTestBackend());
  }, 30_000);
  afterAll(async () => {
    await holder.close?.();
  });
  beforeEach(async () => {
    await holder.hooks.reset();
  });
  return holder;
}

/** A row the database accepts (and mails: filled in 5 s, empty honeypot), with a fresh client id. */
export function validSubmissionRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    name: "Jürgen O'Brien-Müller",
    email: 'juergen@example.com',
    phone: '+49 (30) 123-4567',
    preferred_rooms: '3-room',
    message: 'Bitte senden Sie mir das Exposé.',
    gdpr_consent: true,
    fill_ms: 5000,
    ...overrides,
  };
}
