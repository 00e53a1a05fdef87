/** Starts an in-memory local backend with test hooks on a free port, plus clients for it. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { startLocalBackend, type LocalBackend } from '../../../supabase/local/backend.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import type { MailboxEntry } from '../../../supabase/local/local-functions.ts';

export interface TestBackend {
  backend: LocalBackend;
  url: string;
  anon: SupabaseClient;
  service: SupabaseClient;
  /** fetch relative to the backend, with the given key (default anon) as apikey and bearer token. */
  request(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  mailbox(): Promise<MailboxEntry[]>;
  submissions(): Promise<Array<Record<string, unknown>>>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * supabase-js 2.109 refuses to create a client on Node 20 (no global WebSocket) unless realtime gets a
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
  const backend = await startLocalBackend({ port: 0, dataDir: ':memory:', testHooks: true });
  const { url } = backend;
  const request: TestBackend['request'] = (path, init = {}) => {
    const { key = LOCAL_ANON_KEY, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key) {
      headers.set('apikey', key);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
    }
    return fetch(`${url}${path}`, { ...rest, headers });
  };
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    backend,
    url,
    anon: client(url, LOCAL_ANON_KEY),
    service: client(url, LOCAL_SERVICE_ROLE_KEY),
    request,
    mailbox: () => getJson('/__test/mailbox'),
    submissions: () => getJson('/__test/contact-submissions'),
    reset: async () => {
      const response = await fetch(`${url}/__test/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`reset: ${response.status}`);
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
    await holder.reset();
  });
  return holder;
}

/** A row the database accepts, with a fresh client id. */
export function validSubmissionRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    name: "Jürgen O'Brien-Müller",
    email: 'juergen@example.com',
    phone: '+49 (30) 123-4567',
    preferred_rooms: '3-room',
    message: 'Bitte senden Sie mir das Exposé.',
    gdpr_consent: true,
    ...overrides,
  };
}
