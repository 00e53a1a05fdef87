/**
 * A `SendEmail` for Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), or any
 * service with the same request shape. Runtime-neutral: it only needs `fetch`.
 *
 * Idempotency (https://resend.com/docs/dashboard/emails/idempotency-keys): the key is the row id, kept by
 * Resend for 24 hours. A repeated request with the same key and payload gets the first answer again (200:
 * already sent, done). Resend answers 409 in two cases, told apart by the error's `name`:
 * - `concurrent_idempotent_requests`: a request with this key is still in progress: retry later;
 * - `invalid_idempotent_request`: this key was used for a different payload: retrying cannot help; the
 *   row fails at once and the alert shows it (staff check whether the first mail arrived).
 */
import type { SendEmail, SendOutcome } from './notification.ts';

/**
 * Shorter than the 2-minute lease of contact_notification_claim, so no other sweep can claim a row while
 * its send is still waiting for the provider.
 */
export const PROVIDER_TIMEOUT_MS = 30_000;

export interface ResendOptions {
  apiKey: string;
  from: string;
  /** Default https://api.resend.com/emails. */
  endpoint?: string;
  fetch?: typeof fetch;
  /** Default PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
  /** What the idempotency key names before the mail's own key (default: a lead's mail). */
  keyPrefix?: string;
}

/** The outcome of a 409, by Resend's error name. */
function conflictOutcome(name: string | undefined, detail: string): SendOutcome {
  if (name === 'concurrent_idempotent_requests') {
    return { outcome: 'retry', error: `Email API: an earlier attempt is still in progress (409 ${name})` };
  }
  if (name === 'invalid_idempotent_request') {
    return {
      outcome: 'permanent',
      error: `Email API refused: this key was already used for a different mail (409 ${name})`,
    };
  }
  return { outcome: 'retry', error: `Email API answered 409: ${detail}` };
}

export function createResendSendEmail(options: ResendOptions): SendEmail {
  const endpoint = options.endpoint ?? 'https://api.resend.com/emails';
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const keyPrefix = options.keyPrefix ?? 'contact-submission';
  return async (email) => {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `${keyPrefix}/${email.idempotencyKey}`,
        },
        body: JSON.stringify({
          from: email.from ?? options.from,
          to: [email.to],
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          ...(email.headers ? { headers: email.headers } : {}),
          ...(email.attachments
            ? {
                attachments: email.attachments.map(({ filename, content, contentType }) => ({
                  filename,
                  content,
                  content_type: contentType,
                })),
              }
            : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        outcome: 'retry',
        error: timedOut
          ? `Email API did not answer within ${timeoutMs} ms`
          : `Email API unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (response.ok) return { outcome: 'sent' };
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    if (response.status === 409) {
      let name: string | undefined;
      try {
        name = (JSON.parse(detail) as { name?: unknown }).name as string | undefined;
      } catch {
        name = undefined;
      }
      return conflictOutcome(typeof name === 'string' ? name : undefined, detail);
    }
    return { outcome: 'retry', error: `Email API answered ${response.status}: ${detail}` };
  };
}
