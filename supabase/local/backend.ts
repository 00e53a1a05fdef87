/**
 * The embedded local backend: a small HTTP server that answers the parts of a Supabase project the app
 * uses, over PGlite (or a real PostgreSQL server), with the project's own migrations, seed and function.
 *
 *   GET  /health                              200 { ok, database }
 *   *    /rest/v1/<table>                     PostgREST subset (postgrest.ts), as the API key's role
 *   *    /functions/v1/send-contact-email     the function's own handler; mails go to local_backend.mailbox
 *
 * API keys: LOCAL_ANON_KEY → anon, LOCAL_SERVICE_ROLE_KEY → service_role (keys.ts); none or unknown → 401.
 * CORS: any localhost origin (cors.ts).
 *
 * Test hooks (only with `testHooks: true` / LOCAL_BACKEND_TEST_HOOKS=1):
 *   GET    /__test/mailbox               the mails "sent" so far: [{ id, idempotencyKey, to, replyTo, subject, text, createdAt }]
 *   GET    /__test/contact-submissions   all rows of contact_submissions (read as service_role)
 *   GET    /__test/contact-submissions/wait?email=…&timeoutMs=10000
 *                                        waits until a row with that e-mail is in the database, checked
 *                                        after every write to contact_submissions: { storedAt: epoch ms
 *                                        when it was seen, or null after timeoutMs }
 *   POST   /__test/reset                 empties contact_submissions and the mailbox, clears faults and apartments-fail
 *   POST   /__test/faults                adds fault rules for the next matching requests, e.g.
 *            { "faults": [
 *              { "path": "/rest/v1/contact_submissions", "method": "POST", "type": "status", "status": 503, "times": 2 },
 *              { "path": "/rest/v1/contact_submissions", "type": "lose-response" },
 *              { "path": "/functions/v1/send-contact-email", "type": "delay", "delayMs": 3000 },
 *              { "path": "/rest/v1/contact_submissions", "type": "drop" } ] }
 *            type status: answer `status` (default 503) with `message`, the request is not processed;
 *            delay: wait, then process; lose-response: process and commit, then destroy the socket
 *            without answering; drop: destroy the socket unprocessed. `delayMs` works with every type;
 *            `times` defaults to 1; `method` defaults to any but OPTIONS. The first matching rule is used.
 *            `bodyIncludes` limits a rule to requests whose body contains that text (e.g. one message's
 *            quoted e-mail address), so that tests in parallel do not take each other's faults.
 *   GET    /__test/faults                the rules still pending;  DELETE /__test/faults clears them
 *   POST   /__test/apartments-fail       { "enabled": true, "status"?: 500, "message"?: "…" } makes reads of
 *                                        apartments fail until { "enabled": false } (no body: toggle)
 *
 * Lifecycle: `startLocalBackend()` opens and migrates the database, then listens; `close()` stops
 * listening, lets requests in flight finish (at most a few seconds), then closes the database. PGlite must
 * always be closed, or the Node process does not exit.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { roleFromHeaders } from './api-key-role.ts';
import { applyCors } from './cors.ts';
import type { Db } from './db.ts';
import { LOCAL_BACKEND_DEFAULT_PORT } from './keys.ts';
import { createLocalFunctions, type FunctionHandler } from './local-functions.ts';
import { openDatabase } from './open-database.ts';
import { DEFAULT_CACHE_DIR, DEFAULT_DATA_DIR } from './paths.ts';
import { handleRest } from './postgrest.ts';
import { TestHooks, type Fault } from './test-hooks.ts';

export interface LocalBackendOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A folder for a persistent database, or ':memory:'. Default `.local-backend/db`. */
  dataDir?: string;
  /** Snapshot cache for fast in-memory starts; null disables the disk cache. Default `.local-backend/cache`. */
  cacheDir?: string | null;
  /** Use this PostgreSQL server instead of PGlite (needs the `pg` package). */
  databaseUrl?: string;
  /** Enable the /__test endpoints and fault injection. Default false. */
  testHooks?: boolean;
  /** Origins allowed besides localhost ('*' for all). */
  allowedOrigins?: string[];
  /** Recipient of the contact notifications. */
  salesAddress?: string;
  /** Called with one line per request; default silent. */
  log?: (line: string) => void;
}

export interface LocalBackend {
  /** e.g. http://localhost:54321 */
  url: string;
  port: number;
  db: Db;
  /** Which database it runs on, for logs. */
  database: string;
  /** Milliseconds from the call to listening. */
  startupMs: number;
  /** Whether the database came from a cached snapshot. */
  fromSnapshot: boolean;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const CLOSE_GRACE_MS = 3000;

/** The options the CLI (server.ts) and e.g. a Playwright globalSetup take from the environment. */
export function localBackendOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalBackendOptions {
  return {
    port: env.LOCAL_BACKEND_PORT ? Number(env.LOCAL_BACKEND_PORT) : LOCAL_BACKEND_DEFAULT_PORT,
    ...(env.LOCAL_BACKEND_HOST ? { host: env.LOCAL_BACKEND_HOST } : {}),
    dataDir: env.LOCAL_BACKEND_DATA_DIR || DEFAULT_DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    testHooks: env.LOCAL_BACKEND_TEST_HOOKS === '1',
    allowedOrigins: (env.LOCAL_BACKEND_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    ...(env.CONTACT_SALES_EMAIL ? { salesAddress: env.CONTACT_SALES_EMAIL } : {}),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

class PayloadTooLarge extends Error {}

async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const method = req.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new PayloadTooLarge();
      chunks.push(chunk as Buffer);
    }
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, ...(body ? { body } : {}) });
}

async function writeWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

function faultResponse(fault: Fault, pathname: string): Response {
  const message = fault.message ?? `Injected fault: ${fault.status}`;
  // Shaped like the errors of the endpoint it stands in for.
  const body = pathname.startsWith('/functions/')
    ? { error: message, code: 'injected_fault' }
    : { code: 'LOCAL_FAULT', message, details: 'Injected by POST /__test/faults', hint: null };
  return jsonResponse(fault.status, body);
}

function isSubmissionWrite(method: string, pathname: string): boolean {
  return (
    /^\/rest\/v1\/contact_submissions\/?$/.test(pathname) && !['GET', 'HEAD', 'OPTIONS'].includes(method)
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const started = performance.now();
  const opened = await openDatabase({
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    cacheDir: options.cacheDir === undefined ? DEFAULT_CACHE_DIR : options.cacheDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  const { db } = opened;
  const functions: Map<string, FunctionHandler> = createLocalFunctions(db, {
    ...(options.salesAddress ? { salesAddress: options.salesAddress } : {}),
  });
  const hooks = options.testHooks ? new TestHooks(db) : null;
  const allowedOrigins = options.allowedOrigins ?? [];
  const log = options.log;

  async function route(request: Request, pathname: string): Promise<Response> {
    if (pathname === '/health' || pathname === '/') {
      return jsonResponse(200, { ok: true, database: opened.description });
    }
    const rest = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname);
    const fn = /^\/functions\/v1\/([^/]+)\/?$/.exec(pathname);
    if (!rest && !fn) return jsonResponse(404, { code: 'NOT_FOUND', message: `No route ${pathname}` });

    if (fn) {
      const handler = functions.get(decodeURIComponent(fn[1] as string));
      if (!handler)
        return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      if (request.method === 'OPTIONS') return handler(request); // the function answers its own preflight
      const auth = roleFromHeaders(request.headers);
      if (!auth.ok) return jsonResponse(401, { code: 401, message: auth.message });
      return handler(request);
    }

    if (request.method === 'OPTIONS') return new Response(null, { status: 200 });
    const auth = roleFromHeaders(request.headers);
    if (!auth.ok)
      return jsonResponse(401, { code: auth.code, message: auth.message, details: null, hint: auth.hint });
    const table = decodeURIComponent(rest?.[1] as string);
    const failure = hooks?.apartmentsFailure;
    if (failure && table === 'apartments' && (request.method === 'GET' || request.method === 'HEAD')) {
      return jsonResponse(failure.status, {
        code: 'LOCAL_FAULT',
        message: failure.message,
        details: null,
        hint: null,
      });
    }
    return handleRest(request, table, { db, role: auth.role, claims: auth.claims });
  }

  const inFlight = new Set<Promise<void>>();

  async function onRequest(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    const began = performance.now();
    const method = req.method ?? 'GET';
    const pathname = new URL(req.url ?? '/', origin).pathname;
    let response: Response;
    let loseResponse = false;
    try {
      const request = await toWebRequest(req, origin);
      const hookResponse = hooks ? await hooks.handle(request, pathname) : null;
      if (hookResponse) {
        response = hookResponse;
      } else {
        const fault = hooks ? hooks.takeFault(method, pathname, await request.clone().text()) : null;
        if (fault?.delayMs) await sleep(fault.delayMs);
        if (fault?.type === 'drop') {
          log?.(`${method} ${req.url} → dropped (fault)`);
          req.socket.destroy();
          return;
        }
        loseResponse = fault?.type === 'lose-response';
        response = fault?.type === 'status' ? faultResponse(fault, pathname) : await route(request, pathname);
        if (isSubmissionWrite(method, pathname)) hooks?.noteSubmissionWrite();
      }
    } catch (error) {
      if (error instanceof PayloadTooLarge) {
        response = jsonResponse(413, {
          code: 'PGRST413',
          message: 'Payload too large',
          details: null,
          hint: null,
        });
      } else {
        console.error('[local-backend] request failed:', error);
        response = jsonResponse(500, {
          code: 'LOCAL500',
          message: error instanceof Error ? error.message : String(error),
          details: null,
          hint: null,
        });
      }
    }
    if (loseResponse) {
      // The request has been processed and committed; the client never learns it.
      log?.(`${method} ${req.url} → ${response.status}, response lost (fault)`);
      req.socket.destroy();
      return;
    }
    const headers = new Headers(response.headers);
    applyCors(
      headers,
      new Headers(req.headers as Record<string, string>),
      allowedOrigins,
      method === 'OPTIONS',
    );
    await writeWebResponse(res, new Response(response.body, { status: response.status, headers }), method);
    log?.(`${method} ${req.url} → ${response.status} (${Math.round(performance.now() - began)} ms)`);
  }

  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer((req, res) => {
    const address = server.address() as AddressInfo;
    const task = onRequest(req, res, `http://localhost:${address.port}`)
      .catch((error: unknown) => {
        console.error('[local-backend] could not answer:', error);
        if (!res.headersSent) res.writeHead(500).end();
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? LOCAL_BACKEND_DEFAULT_PORT, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') {
      throw new Error(
        `Port ${options.port ?? LOCAL_BACKEND_DEFAULT_PORT} is in use: is another local backend running? (set LOCAL_BACKEND_PORT)`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }

  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;

  return {
    url: `http://localhost:${port}`,
    port,
    db,
    database: opened.description,
    startupMs: Math.round(performance.now() - started),
    fromSnapshot: opened.fromSnapshot,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Let requests in flight finish (their transactions commit or roll back), but not forever.
        await Promise.race([Promise.allSettled([...inFlight]), sleep(CLOSE_GRACE_MS)]);
        server.closeAllConnections();
        await stopped;
        await db.close();
      })()),
  };
}
