/**
 * The logic of the send-contact-email Edge Function, runtime-neutral (web `Request`/`Response` only) so the
 * Deno entry point (index.ts) and the embedded local backend (supabase/local) run the same code.
 *
 * POST a JSON body { id?, name, email, phone, preferredRooms, message } (spec §7 call 3):
 * - 200 { ok: true }                 the notification email was accepted by the email API
 * - 400 { error, code, field }       invalid body (first issue only; `code` is a ContactIssueCode) or invalid JSON
 * - 405 { error, code }              any method but POST and OPTIONS
 * - 413 { error, code }              body larger than MAX_BODY_BYTES
 * - 415 { error, code }              Content-Type is not application/json
 * - 502 { error, code }              the email API failed
 * OPTIONS answers the CORS preflight; every response carries the CORS headers.
 */
import {
  PREFERRED_ROOM_LABELS_EN,
  isPreferredRooms,
  validateContactSubmission,
  type ContactSubmission,
} from '../_shared/contact-rules.ts';

export interface ContactEmail {
  to: string;
  /** The visitor's address, so the sales team can answer directly. */
  replyTo: string;
  subject: string;
  text: string;
  /** The submission id when the client sent one: lets the email API drop a retried duplicate. */
  idempotencyKey: string | null;
}

/** Sends one email; throws (or rejects) when the email API did not accept it. */
export type SendEmail = (email: ContactEmail) => Promise<void>;

export interface SendContactEmailOptions {
  sendEmail: SendEmail;
  salesAddress: string;
  /** Access-Control-Allow-Origin; default '*'. */
  allowedOrigin?: string;
  /** Where failures are reported; default console.error. */
  logError?: (message: string, error?: unknown) => void;
  /** Clock for the email body; default () => new Date(). */
  now?: () => Date;
}

export const MAX_BODY_BYTES = 64 * 1024;

const DEFAULT_ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region';

function corsHeaders(request: Request, allowedOrigin: string): Headers {
  const headers = new Headers({
    'Access-Control-Allow-Origin': allowedOrigin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    // Be permissive: echo whatever the browser asks to send (supabase-js adds headers over time).
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
  });
  if (allowedOrigin !== '*') headers.set('Vary', 'Origin');
  return headers;
}

function json(
  request: Request,
  allowedOrigin: string,
  status: number,
  body: unknown,
  extra?: HeadersInit,
): Response {
  const headers = corsHeaders(request, allowedOrigin);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (extra) new Headers(extra).forEach((value, key) => headers.set(key, value));
  return new Response(JSON.stringify(body), { status, headers });
}

export function roomsLabel(preferredRooms: string): string {
  return isPreferredRooms(preferredRooms) ? PREFERRED_ROOM_LABELS_EN[preferredRooms] : 'not specified';
}

export function buildContactEmail(
  submission: ContactSubmission,
  salesAddress: string,
  receivedAt: Date,
): ContactEmail {
  const rooms = roomsLabel(submission.preferredRooms);
  const lines = [
    'New contact request from the website.',
    '',
    `Name:            ${submission.name}`,
    `Email:           ${submission.email}`,
    `Phone:           ${submission.phone}`,
    `Preferred rooms: ${rooms}`,
    `Received:        ${receivedAt.toISOString()}`,
  ];
  if (submission.id) lines.push(`Submission id:   ${submission.id}`);
  lines.push('', 'Message:', submission.message === '' ? '(no message)' : submission.message, '');
  return {
    to: salesAddress,
    replyTo: submission.email,
    subject: `Contact request (${rooms}) from ${submission.name}`,
    text: lines.join('\n'),
    idempotencyKey: submission.id ?? null,
  };
}

async function readLimitedText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) return null;
  return new TextDecoder().decode(buffer);
}

export function createSendContactEmailHandler(
  options: SendContactEmailOptions,
): (request: Request) => Promise<Response> {
  const allowedOrigin = options.allowedOrigin ?? '*';
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const now = options.now ?? (() => new Date());

  return async (request) => {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: corsHeaders(request, allowedOrigin) });
    }
    if (request.method !== 'POST') {
      return json(
        request,
        allowedOrigin,
        405,
        { error: 'Method not allowed', code: 'method_not_allowed' },
        { Allow: 'POST, OPTIONS' },
      );
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(contentType.trim())) {
      return json(request, allowedOrigin, 415, {
        error: 'Content-Type must be application/json',
        code: 'unsupported_media_type',
      });
    }
    const text = await readLimitedText(request);
    if (text === null) {
      return json(request, allowedOrigin, 413, {
        error: 'Request body too large',
        code: 'payload_too_large',
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(request, allowedOrigin, 400, {
        error: 'Invalid JSON body',
        code: 'invalid_json',
        field: null,
      });
    }

    const result = validateContactSubmission(body);
    if (!result.success) {
      const { message, code, field } = result.issue;
      return json(request, allowedOrigin, 400, { error: message, code, field });
    }

    try {
      await options.sendEmail(buildContactEmail(result.output, options.salesAddress, now()));
    } catch (error) {
      logError('send-contact-email: the email API failed', error);
      return json(request, allowedOrigin, 502, {
        error: 'The notification email could not be sent',
        code: 'email_failed',
      });
    }
    return json(request, allowedOrigin, 200, { ok: true });
  };
}
