/**
 * The embedded local backend: the parts of a Supabase project the app uses, over PGlite, with the
 * project's own migrations, seed and function.
 *
 *   GET  /health                              200 { ok, database } (no file paths)
 *   *    /rest/v1/<table>, /rest/v1/rpc/<fn>  the PostgREST subset of rest.ts, as the caller's role
 *   *    /auth/v1/token|user|logout           Supabase Auth's e-mail + password sessions (auth.ts); sign-ups off
 *   *    /auth/v1/invite|recover|verify|admin/users/<id>   invites, password resets, bans (auth-links.ts)
 *   *    /functions/v1/send-contact-email     the function's handler (functions.ts); mails go to local_backend.mailbox
 *   GET  /functions/v1/contact-challenge      an ALTCHA challenge (no key needed, as hosted: verify_jwt = false)
 *   POST /functions/v1/alert-unsubscribe      an alert mail's one-click unsubscribe (no key, as hosted)
 *   GET  /functions/v1/alert-push-key         the install's VAPID public key for the app's push opt-in (no key)
 *   GET  /mail                                the mailbox as a page, `?format=json` as data; loopback clients only (mail-viewer.ts)
 *   /__test/*                                 test hooks, only with `testHooks` (test-hooks-client.ts)
 *
 * Keys: LOCAL_ANON_KEY → anon, LOCAL_SERVICE_ROLE_KEY → service_role (keys.ts); a user's access token as
 * bearer → authenticated, with its claims; none, unknown or expired → 401.
 * CORS: any localhost origin plus `allowedOrigins`. The client IP reaches the database and the functions
 * as the hosted gateway reports it (gateway.ts). Every `sweepMs` the notification sweep, the alerts and the
 * hold expiry run (pg_cron's jobs on a hosted project), every hour the retention job. `close()` stops listening, lets
 * requests in flight finish (at most 3 s), then closes PGlite (which otherwise keeps the process alive).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ChallengeDifficulty } from '../functions/_shared/contact-challenge.ts';
import type { AlertDeliveryReport } from '../functions/send-contact-email/alert-delivery.ts';
import { createLocalAuth } from './auth.ts';
import { DEFAULT_CACHE_DIR, DEFAULT_DATA_DIR, IN_MEMORY, openDatabase } from './database.ts';
import type { Db } from './db.ts';
import { createLocalFunctions, type LocalFunctions, type MailProvider } from './functions.ts';
import {
  BACKEND_METHODS,
  edgeHeaders,
  isBackendMethod,
  LOCAL_PROXY_TOKEN_HEADER,
  socketAddress,
} from './gateway.ts';
import {
  generateInstallSecrets,
  installSecretsFile,
  readOrCreateInstallSecrets,
  type InstallSecrets,
} from './install-secrets.ts';
import { identityOfRequest, LOCAL_BACKEND_DEFAULT_PORT } from './keys.ts';
import { answerMailViewer, MAIL_VIEWER_PATH } from './mail-viewer.ts';
import { isPostgresUrl } from './postgres-db.ts';
import { handleRest } from './rest.ts';
import type { SignInLimits } from './sign-in-throttle.ts';
import { TestHooks } from './test-hooks.ts';

export interface LocalBackendOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * A folder for a persistent database, ':memory:', or a postgres:// URL (tests/postgres).
   * Default `.local-backend/db`.
   */
  dataDir?: string;
  /** Snapshot cache; null: only in this process. Default `.local-backend/cache`. */
  cacheDir?: string | null;
  testHooks?: boolean;
  /** Origins allowed besides localhost ('*' for all). */
  allowedOrigins?: string[];
  salesAddress?: string;
  /** Interval of the notification sweep and the alerts; 0 turns the timers off (retention too). Default 2000. */
  sweepMs?: number;
  /** The mail provider call's timeout (default 30 s, as hosted). */
  mailTimeoutMs?: number;
  /** A cheaper challenge (tests). */
  challengeDifficulty?: ChallengeDifficulty;
  /** Lifetime of an access token (default 3600 s, as hosted). */
  accessTokenTtlSeconds?: number;
  /** Failed sign-ins allowed per address and per account (default DEFAULT_SIGN_IN_LIMITS). */
  signInLimits?: SignInLimits;
  log?: (line: string) => void;
}

export interface LocalBackend {
  url: string;
  port: number;
  db: Db;
  database: string;
  startupMs: number;
  fromSnapshot: boolean;
  /** One notification sweep now (`now` moves the clock for tests). */
  sweep(now?: Date): Promise<{ claimed: number; sent: number; failed: number }>;
  /** The buyer alerts' part of the sweep now: unit facts, matching, the mail queue. */
  buyerAlerts(now?: Date): Promise<AlertDeliveryReport>;
  /** Where the buyer mails' links lead: the site that serves this backend under /supabase. */
  setSiteOrigin(origin: string): void;
  /** The alerts and digests due at `now`, into the mailbox; how many were delivered. */
  opsMails(now?: Date): Promise<number>;
  /** The agents' morning mails of due follow-ups at `now` (made from 06:00 UTC), into the mailbox. */
  followUpMails(now?: Date): Promise<{ prepared: number; claimed: number; sent: number; failed: number }>;
  /** The viewings' reminders and day mails due at `now`, and every due viewing mail, into the mailbox. */
  viewingMails: LocalFunctions['viewingMails'];
  /** The desk's replies due at `now`, into the mailbox (kind 'reply'). */
  replyMails(now?: Date): Promise<{ claimed: number; sent: number; failed: number }>;
  /** The retention job at `now`. */
  retention(now?: Date): Promise<Record<string, number>>;
  /** Holds that ended by `now` return to Available; how many. */
  expireHolds(now?: Date): Promise<number>;
  mailProvider: MailProvider;
  /** The site proxy sends it, so that the backend takes its client address headers (gateway.ts). */
  proxyToken: string;
  /** This install's token key, staff password and VAPID keys (install-secrets.ts; fresh for an in-memory database). */
  secrets: InstallSecrets;
  /** Where they are kept (null in memory), and whether this start made them. */
  secretsFile: string | null;
  secretsCreated: boolean;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** The functions config.toml deploys with verify_jwt = false: called without a key. */
const KEYLESS_FUNCTIONS = new Set(['contact-challenge', 'alert-unsubscribe', 'alert-push-key']);
/** Who sends the local pushes, as a push service may ask (VAPID's subject). */
const LOCAL_VAPID_SUBJECT = 'mailto:website@grabbeallee-68.local';
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** The options the CLI (server.ts) and `npm start` take from the environment. */
export function localBackendOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalBackendOptions {
  return {
    port: env.LOCAL_BACKEND_PORT ? Number(env.LOCAL_BACKEND_PORT) : LOCAL_BACKEND_DEFAULT_PORT,
    ...(env.LOCAL_BACKEND_HOST ? { host: env.LOCAL_BACKEND_HOST } : {}),
    dataDir: env.LOCAL_BACKEND_DATA_DIR || DEFAULT_DATA_DIR,
    testHooks: env.LOCAL_BACKEND_TEST_HOOKS === '1',
    allowedOrigins: (env.LOCAL_BACKEND_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    ...(env.CONTACT_SALES_EMAIL ? { salesAddress: env.CONTACT_SALES_EMAIL } : {}),
    ...(env.LOCAL_BACKEND_SWEEP_MS ? { sweepMs: Number(env.LOCAL_BACKEND_SWEEP_MS) } : {}),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function corsHeaders(req: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (
    !origin ||
    !(LOCAL_ORIGIN.test(origin) || allowedOrigins.includes('*') || allowedOrigins.includes(origin))
  ) {
    return { Vary: 'Origin' };
  }
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Content-Range, Retry-After',
    ...(req.method === 'OPTIONS'
      ? {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers':
            req.headers['access-control-request-headers'] ??
            'apikey, authorization, content-type, prefer, x-client-info',
          'Access-Control-Max-Age': '86400',
          ...(req.headers['access-control-request-private-network'] === 'true'
            ? { 'Access-Control-Allow-Private-Network': 'true' }
            : {}),
        }
      : {}),
  };
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const started = performance.now();
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  // A PostgreSQL server (tests/postgres) has no folder to keep the secrets in: fresh ones, as in memory.
  const secretsFile = dataDir === IN_MEMORY || isPostgresUrl(dataDir) ? null : installSecretsFile(dataDir);
  const { secrets, created: secretsCreated } = secretsFile
    ? readOrCreateInstallSecrets(secretsFile)
    : { secrets: generateInstallSecrets(), created: true };
  const opened = await openDatabase(
    dataDir,
    options.cacheDir === undefined ? DEFAULT_CACHE_DIR : options.cacheDir,
  );
  const { db } = opened;
  const allowedOrigins = options.allowedOrigins ?? [];
  const mailProvider: MailProvider = { down: false, delayMs: 0 };
  const functions = createLocalFunctions(db, {
    ...(options.salesAddress ? { salesAddress: options.salesAddress } : {}),
    provider: mailProvider,
    // The local backend's CORS decides below; the handler's own grant is for these origins.
    allowedOrigins: [],
    ...(options.mailTimeoutMs ? { mailTimeoutMs: options.mailTimeoutMs } : {}),
    ...(options.challengeDifficulty ? { challengeDifficulty: options.challengeDifficulty } : {}),
    backendUrl: () => `http://127.0.0.1:${listeningPort}`,
    vapid: {
      subject: LOCAL_VAPID_SUBJECT,
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
    },
  });
  let listeningPort = 0;
  const proxyToken = crypto.randomUUID();
  const healthDatabase = isPostgresUrl(dataDir)
    ? 'PostgreSQL'
    : options.dataDir === IN_MEMORY
      ? 'PGlite (in memory)'
      : 'PGlite (on disk)';
  const expireHolds = async (now = new Date()) => {
    const { rows } = await db.query<{ expired: number }>(
      'select public.unit_holds_expire($1::timestamptz) as expired',
      [now.toISOString()],
      'service_role',
    );
    return rows[0]?.expired ?? 0;
  };
  const hooks = options.testHooks
    ? new TestHooks(db, mailProvider, functions, expireHolds, () => auth?.resetThrottle())
    : null;
  let auth: ReturnType<typeof createLocalAuth> | null = null;

  async function route(request: Request, pathname: string): Promise<Response> {
    if (pathname === '/health' || pathname === '/') return json(200, { ok: true, database: healthDatabase });
    if (pathname === MAIL_VIEWER_PATH) return answerMailViewer(request, db);
    const fnName = /^\/functions\/v1\/([^/]+)\/?$/.exec(pathname)?.[1] ?? '';
    const fn = functions.handler(fnName);
    const rest = /^\/rest\/v1\/((?:rpc\/)?[^/]+)\/?$/.exec(pathname);
    const authPath = /^\/auth\/v1(\/[a-z_]+(?:\/users\/[0-9a-f-]{36})?)\/?$/i.exec(pathname)?.[1];
    if (!fn && !rest && !authPath) return json(404, { code: 'NOT_FOUND', message: `No route ${pathname}` });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
    if (KEYLESS_FUNCTIONS.has(fnName) && fn) return fn(request); // verify_jwt = false
    // A mailed invite or reset link is opened in a browser, without a key (as hosted).
    if (authPath === '/verify' && request.method === 'GET') return auth!.handle(request, authPath);
    const identity = await identityOfRequest(
      request.headers,
      (token) => auth?.verifyAccessToken(token) ?? Promise.resolve(null),
    );
    if (!identity)
      return json(401, {
        code: 'PGRST301',
        message: 'Invalid or missing API key, or an expired or invalid JWT',
        details: null,
        hint: null,
      });
    if (authPath) return auth!.handle(request, authPath);
    if (fn) return fn(request);
    // PostgREST hands every request header to the database as request.headers.
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    return handleRest(request, decodeURIComponent(rest?.[1] ?? ''), { db, headers, ...identity });
  }

  const inFlight = new Set<Promise<void>>();

  async function onRequest(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    const began = performance.now();
    const method = req.method ?? 'GET';
    if (!isBackendMethod(method)) {
      // Before `new Request`, which throws on TRACE and CONNECT: a refusal, not a logged error.
      req.resume();
      res.writeHead(405, { Allow: BACKEND_METHODS.join(', '), ...corsHeaders(req, allowedOrigins) });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
    // The gateway's view, whatever the client claims: the site proxy's (it saw the visitor), else the socket's.
    const fromProxy = headers.get(LOCAL_PROXY_TOKEN_HEADER) === proxyToken;
    headers.delete(LOCAL_PROXY_TOKEN_HEADER);
    if (!fromProxy) {
      const edge = edgeHeaders(
        headers.get('x-forwarded-for') ?? undefined,
        socketAddress(req.socket.remoteAddress),
      );
      for (const [name, value] of Object.entries(edge)) headers.set(name, value);
    }
    const request = new Request(url, { method, headers, ...(body ? { body } : {}) });
    let response = hooks ? await hooks.handle(request, url.pathname) : null;
    let loseResponse = false;
    if (!response && body === null && method !== 'GET' && method !== 'HEAD') {
      response = json(413, { code: 'PGRST413', message: 'Payload too large', details: null, hint: null });
    }
    if (!response) {
      const fault = hooks?.takeFault(method, url.pathname, body ? new TextDecoder().decode(body) : '');
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.type === 'drop') {
        req.socket.destroy();
        return;
      }
      loseResponse = fault?.type === 'lose-response';
      response =
        fault?.type === 'status'
          ? json(fault.status, {
              code: 'LOCAL_FAULT',
              message: fault.message ?? `Injected fault: ${fault.status}`,
              details: null,
              hint: null,
            })
          : await route(request, url.pathname).catch((error: unknown) => {
              console.error('[local-backend] request failed:', error);
              return json(500, { code: 'LOCAL500', message: 'Internal error', details: null, hint: null });
            });
      if (url.pathname.startsWith('/rest/v1/contact_submissions') && method === 'POST')
        hooks?.noteSubmissionWrite();
    }
    if (loseResponse) {
      req.socket.destroy(); // processed and committed; the client never learns it
      return;
    }
    const outHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => (outHeaders[key] = value));
    res.writeHead(response.status, { ...outHeaders, ...corsHeaders(req, allowedOrigins) });
    res.end(method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
    options.log?.(`${method} ${req.url} → ${response.status} (${Math.round(performance.now() - began)} ms)`);
  }

  const server = createServer((req, res) => {
    const task = onRequest(req, res, `http://localhost:${(server.address() as AddressInfo).port}`)
      .catch((error: unknown) => {
        console.error('[local-backend] could not answer:', error);
        if (!res.headersSent) res.writeHead(500).end();
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  });
  // A client that pools sockets (fetch) may reuse one the moment Node's 5 s idle close fires on a busy event
  // loop (ECONNRESET, seen in CI run 32); a long idle window makes that race need a minute-long stall.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = options.port ?? LOCAL_BACKEND_DEFAULT_PORT;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await db.close();
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    throw inUse
      ? new Error(`Port ${port} is in use: is another local backend running? (set LOCAL_BACKEND_PORT)`)
      : error;
  }

  let sweeping: Promise<unknown> = Promise.resolve();
  let busy = false;
  const sweepMs = options.sweepMs ?? 2000;
  /** One background job at a time; a tick that finds the last one still running is skipped. */
  const runInBackground = (jobs: Record<string, () => Promise<unknown>>) => {
    if (busy) return;
    busy = true;
    sweeping = (async () => {
      for (const [what, job] of Object.entries(jobs)) {
        await job().catch((error: unknown) => console.error(`[local-backend] ${what} failed:`, error));
      }
    })().finally(() => (busy = false));
  };
  // pg_cron's jobs: the sweep every minute and the alerts every five minutes (here: every tick), the
  // retention daily (here: hourly).
  const timers =
    sweepMs > 0
      ? [
          setInterval(
            () =>
              runInBackground({
                sweep: () => functions.sweep(),
                buyerAlerts: () => functions.buyerAlerts(),
                alerts: () => functions.opsMails(),
                followUpMails: () => functions.followUpMails(),
                replyMails: () => functions.replyMails(),
                viewingMails: () => functions.viewingMails(),
                holds: () => expireHolds(),
              }),
            sweepMs,
          ),
          setInterval(() => runInBackground({ retention: () => functions.retention() }), 60 * 60_000),
        ]
      : [];

  const actualPort = (server.address() as AddressInfo).port;
  listeningPort = actualPort;
  auth = createLocalAuth(db, {
    issuer: `http://localhost:${actualPort}/auth/v1`,
    jwtSecret: secrets.jwtSecret,
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
  });
  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    db,
    database: opened.description,
    startupMs: Math.round(performance.now() - started),
    fromSnapshot: opened.fromSnapshot,
    sweep: (now) => functions.sweep(now),
    buyerAlerts: (now) => functions.buyerAlerts(now),
    setSiteOrigin: (origin) => functions.setSiteOrigin(origin),
    opsMails: (now) => functions.opsMails(now),
    followUpMails: (now) => functions.followUpMails(now),
    replyMails: (now) => functions.replyMails(now),
    viewingMails: (now) => functions.viewingMails(now),
    retention: (now) => functions.retention(now),
    expireHolds,
    mailProvider,
    proxyToken,
    secrets,
    secretsFile,
    secretsCreated,
    close: () =>
      (closing ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.race([
          Promise.allSettled([...inFlight, sweeping]),
          new Promise((r) => setTimeout(r, 3000)),
        ]);
        server.closeAllConnections();
        await stopped;
        await db.close();
      })()),
  };
}
