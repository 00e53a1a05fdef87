/**
 * The hosted `NotificationStore`: the migration's contact_notification_* functions, called through
 * PostgREST's /rpc with the service role key. Runtime-neutral (fetch only).
 */
import type { Rpc } from '../_shared/rest-rpc.ts';
import type { NotificationStore, RequestVerdict, SubmissionRow } from './notification.ts';

export function createRestNotificationStore(rpc: Rpc): NotificationStore {
  return {
    async request(id, headers) {
      const verdict = await rpc<{ status: string; retry_after?: number }>('contact_notification_request', {
        p_id: id,
        p_headers: headers,
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
        p_outcome: result.outcome,
        p_error: result.outcome === 'sent' ? null : result.error,
        p_now: now.toISOString(),
      });
    },
  };
}
