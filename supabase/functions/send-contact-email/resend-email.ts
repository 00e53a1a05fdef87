/**
 * A `SendEmail` for Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), or any
 * service with the same request shape. Runtime-neutral: it only needs `fetch`.
 */
import type { SendEmail } from './notification.ts';

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
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        'Content-Type': 'application/json',
        // Resend keeps a key for 24 h: a repeated attempt for the same row does not mail twice.
        'Idempotency-Key': `contact-submission/${email.idempotencyKey}`,
      },
      body: JSON.stringify({
        from: options.from,
        to: [email.to],
        reply_to: email.replyTo,
        subject: email.subject,
        text: email.text,
      }),
    });
    // 409: this key was used already (the mail went out, or is going out): counts as sent.
    if (response.status === 409) return 'duplicate';
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`Email API answered ${response.status}: ${detail.slice(0, 500)}`);
    }
    return 'sent';
  };
}
