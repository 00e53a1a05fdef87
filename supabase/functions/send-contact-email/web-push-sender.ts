/**
 * Sends one Web Push message: the `web-push` library encrypts the payload (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request itself goes out through `fetch` (RFC 8030), so it has a time
 * limit and runs the same under Deno and Node. What the push service answers decides the push's fate:
 * 404/410 the browser dropped the subscription (the device is deleted), 429/5xx and no answer are retried
 * with the mail queue's policy, any other refusal (a payload or VAPID problem) is final for that push.
 */
// web-push is CommonJS: Node and Deno hand its exports over as the default; its types declare named ones.
// eslint-disable-next-line import-x/default
import webpush from 'web-push';

export interface VapidKeys {
  /** `mailto:` or `https:` contact of the sender, which push services may use to reach the operator. */
  subject: string;
  /** P-256 key pair, base64url (web-push's generateVAPIDKeys). */
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome = { outcome: 'sent' } | { outcome: 'gone' | 'retry' | 'permanent'; error: string };

export interface PushOptions {
  /** Pushes with the same topic replace one another while undelivered (≤ 32 base64url characters). */
  topic: string;
  /** How long the push service keeps it for an offline device. */
  ttlSeconds: number;
}

export type SendPush = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  fetch?: typeof fetch;
  /** Default 15 s. */
  timeoutMs?: number;
}

export function createWebPushSender(options: WebPushSenderOptions): SendPush {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async (target, payload, { topic, ttlSeconds }) => {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(target, payload, {
        vapidDetails: options.vapid,
        TTL: ttlSeconds,
        topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
    } catch (error) {
      // Keys the library cannot use: no push service would take this push, now or later.
      return { outcome: 'permanent', error: `push not encrypted: ${(error as Error).message}` };
    }
    let response: Response;
    try {
      response = await doFetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body as Uint8Array),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { outcome: 'retry', error: `push service unreachable: ${(error as Error).message}` };
    }
    const text = (await response.text().catch(() => '')).slice(0, 300);
    if (response.ok) return { outcome: 'sent' };
    const error = `push service answered ${response.status}${text ? `: ${text}` : ''}`;
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', error };
    if (response.status === 429 || response.status >= 500) return { outcome: 'retry', error };
    return { outcome: 'permanent', error };
  };
}
