/**
 * What a failed insert means (outbox-retry-policy.ts acts on it). Only a refusal of the data itself is
 * final: 400, 409 or 422 naming the row's data. Every other answer, and no answer, says nothing against
 * the message, so it stays on the device and is retried:
 *
 *   400/409/422 with the code of a check of the row    ▶ refused (final)
 *   (a SQLSTATE such as 23514, or a code of our rules)
 *   400 from PostgREST itself (PGRST…: schema cache,   ▶ server
 *   request format: our deploy, not the data), or a
 *   400 without a code (a proxy's page)
 *   no answer, device offline                          ▶ offline
 *   no answer, device online                           ▶ unreachable
 *   429                                                ▶ rate-limited
 *   401, 403, 404, 408, 413, 5xx and anything else     ▶ server (a rotated key, a WAF, a deploy mistake, an outage)
 */
import type { Waiting, WaitingReason } from '../stored-messages/stored-message';
import type { OutboxRecord } from './outbox-record';
import type { TransportResult } from './outbox-transport';

export type FailedResult = Extract<TransportResult, { ok: false }>;

/** The statuses with which the backend refuses a row's data (PostgREST: check, not-null, unique, …). */
export const DATA_REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 409, 422]);

export const RATE_LIMITED = 429;

/** PostgREST's own errors (PGRST + 3 digits) are about the request or the schema, never the row's data. */
const POSTGREST_OWN_CODE = /^PGRST\d{3}$/;

export type FailureClass = { final: true } | { final: false; reason: WaitingReason };

/** Whether a failed insert refuses the message for good, or why it waits. `online`: the device's state now. */
export function classifyFailure(result: FailedResult, online: boolean): FailureClass {
  const code = result.code ?? '';
  if (DATA_REFUSAL_STATUSES.has(result.status) && code !== '' && !POSTGREST_OWN_CODE.test(code)) {
    return { final: true };
  }
  if (result.status === 0) return { final: false, reason: online ? 'unreachable' : 'offline' };
  if (result.status === RATE_LIMITED) return { final: false, reason: 'rate-limited' };
  return { final: false, reason: 'server' };
}

/** Whether the message stays on the device after this answer (the direct path without IndexedDB). */
export function isRetryable(result: FailedResult, online = true): boolean {
  return !classifyFailure(result, online).final;
}

/** Why a record waits, as the visitor is told: no connection now overrides the last answer. */
export function waitingOf(record: OutboxRecord, online: boolean): Waiting {
  const last = record.lastFailure;
  const reason = online ? last?.reason : 'offline';
  return {
    ...(reason ? { reason } : {}),
    ...(last && reason !== 'offline' ? { status: last.status } : {}),
    failures: record.attempts,
  };
}
