/**
 * A `SendEmail` for Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), or any
 * service with the same request shape. Runtime-neutral: it only needs `fetch`.
 */
import type { SendEmail } from './handler.ts';

export interface ResendOptions {
  apiKey: string;
  from: string;
  /** Default https://api.resend.com/emails. */
  endpoint?: string;
  fetch?: typeof fetch;
}

export function createResendSendEmail(options: ResendOptions): SendEmail {
  const endpoint = options.endpoint ?? 'https://api.resend.com/emails';
  const doFetch = options.fetch ?? fetch;
  return async (email) => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.apiKey}`,
      'Content-Type': 'application/json',
    };
    // Resend drops a second email with the same key within 24 h: a retried call does not mail twice.
    if (email.idempotencyKey) headers['Idempotency-Key'] = `contact-submission/${email.idempotencyKey}`;
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        from: options.from,
        to: [email.to],
        reply_to: email.replyTo,
        subject: email.subject,
        text: email.text,
      }),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`Email API answered ${response.status}: ${detail.slice(0, 500)}`);
    }
  };
}
