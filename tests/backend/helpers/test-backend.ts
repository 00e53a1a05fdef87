/** Starts a local backend (in memory, or on TEST_DATABASE_URL) with test hooks on a free port, plus clients for it. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import {
  altchaPayload,
  deriveChallengeKey,
  type Challenge,
} from '../../../supabase/functions/_shared/contact-challenge.ts';
import {
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../../supabase/local/backend.ts';
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
  /** A challenge from the backend's contact-challenge function. */
  challenge(): Promise<Challenge>;
  /** The altcha widget's value for a freshly solved challenge (cheap ones: the tests' difficulty). */
  solvedPayload(challenge?: Challenge): Promise<string>;
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

/**
 * Where the backend tests' database lives: in memory (PGlite), or the real PostgreSQL server of
 * `npm run test:postgres` (tests/postgres/run.ts), shared by the test files one after another.
 */
export const TEST_DATA_DIR = process.env.TEST_DATABASE_URL || ':memory:';

/** Challenges the tests solve in a millisecond; the production difficulty is for browsers. */
export const TEST_CHALLENGE_DIFFICULTY = { cost: 10, counterMin: 1, counterMax: 20 };

/** A supabase-js client of the backend signed in as `who` (a real access token from /auth/v1/token). */
export async function signedInClient(
  t: Pick<TestBackend, 'url'>,
  who: { email: string; password: string },
): Promise<SupabaseClient> {
  const signed = client(t.url, LOCAL_ANON_KEY);
  const { error } = await signed.auth.signInWithPassword(who);
  if (error) throw error;
  return signed;
}

export async function startTestBackend(options: LocalBackendOptions = {}): Promise<TestBackend> {
  // No sweep timer: the tests run the sweep themselves, with their own clock.
  const backend = await startLocalBackend({
    port: 0,
    dataDir: TEST_DATA_DIR,
    testHooks: true,
    sweepMs: 0,
    challengeDifficulty: TEST_CHALLENGE_DIFFICULTY,
    ...options,
  });
  const { url } = backend;
  const challenge = async () => {
    const response = await fetch(`${url}/functions/v1/contact-challenge`);
    if (!response.ok) throw new Error(`contact-challenge answered ${response.status}`);
    return (await response.json()) as Challenge;
  };
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
    challenge,
    async solvedPayload(given) {
      const issued = given ?? (await challenge());
      const solution = await solveChallenge({ challenge: issued, deriveKey: deriveChallengeKey });
      if (!solution) throw new Error('could not solve the challenge');
      return altchaPayload(issued, solution);
    },
    close: () => backend.close(),
  };
}

/**
 * One in-memory backend for the enclosing test file (or describe block), reset before each test.
 * The returned object is filled in once the backend has started, so tests use it as it is.
 * `challengeRequired: false`: for tests of what happens to a lead after it is stored (delivery, alerts,
 * retention, the desk), which send rows without a solution; the deployed setting (true) is the default.
 */
export function useTestBackend(
  options: LocalBackendOptions = {},
  { challengeRequired = true }: { challengeRequired?: boolean } = {},
): TestBackend {
  const holder = {} as TestBackend;
  beforeAll(async () => {
    Object.assign(holder, await startTestBackend(options));
  }); // the config's hookTimeout: a busy machine takes longer than an idle one
  afterAll(async () => {
    await holder.close?.();
  });
  beforeEach(async () => {
    await holder.hooks.reset();
    if (!challengeRequired)
      await holder.backend.db.query(
        `update public.contact_settings set value = 'false' where key = 'challenge_required'`,
        [],
        null,
      );
  });
  return holder;
}

/**
 * A row the database accepts, with a fresh client id: fill time, empty honeypot, no challenge solution
 * (spam while the challenge is required; mailed marked unverified where a test switched that off). Add
 * `altcha_payload` (`solvedPayload()`) for a verified lead.
 */
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
