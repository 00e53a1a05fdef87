/**
 * The hosted `NotificationStore`: the migration's contact_notification_* functions, called through
 * PostgREST's /rpc with the service role key. Runtime-neutral (fetch only).
 */
import type { NotificationStore, RequestVerdict, SubmissionRow } from './notification.ts';

export function createRestNotificationStore(options: {
  url: string;
  serviceKey: string;
  fetch?: typeof fetch;
}): NotificationStore {
  const doFetch = options.fetch ?? fetch;
  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await doFetch(`${options.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceKey,
        Authorization: `Bearer ${options.serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`rpc ${name}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    async request(id, ip) {
      const verdict = await rpc<{ status: string; retry_after?: number }>('contact_notification_request', {
        p_id: id,
        p_ip: ip,
      });
      return (
        verdict.status === 'rate_limited'
          ? { status: 'rate_limited', retryAfter: verdict.retry_after ?? 60 }
          : { status: verdict.status === 'ok' ? 'ok' : 'not_found' }
      ) satisfies RequestVerdict;
    },
    claim: ({ id, now, limit = 20 }) =>
      rpc<SubmissionRow[]>('contact_notification_claim', {
        p_id: id ?? null,
        p_now: now.toISOString(),
        p_limit: limit,
      }),
    async finish(id, result, now) {
      await rpc('contact_notification_result', {
        p_id: id,
        p_sent: result.sent,
        p_error: result.sent ? null : result.error,
        p_now: now.toISOString(),
      });
    },
  };
}
