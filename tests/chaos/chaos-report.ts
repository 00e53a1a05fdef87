/** The summary printed at the end of `npm run chaos`. */
import type { StoredMail, StoredRow } from '../e2e/contact-backend.ts';
import { describePhases, type PhaseClock } from './phase-clock.ts';
import type { ProviderOutage } from './session-plan.ts';
import type { SessionTimeline } from './session-timeline.ts';

export interface SessionResult {
  email: string;
  scenario: string[];
  submitted: boolean;
  /** ms from reconnect to the row being stored, for sessions that sent while offline. */
  reconnectToDelivery: number | null;
  /** The session's backend requests and online events, for the report of slow sessions. */
  timeline: SessionTimeline;
  phases: PhaseClock;
  /** ms the whole session took (page load to the outbox being empty). */
  durationMs: number;
  error?: string;
}

export interface ChaosTotals {
  results: SessionResult[];
  rows: StoredRow[];
  mails: StoredMail[];
  outages: ProviderOutage[];
  plantedFaults: number;
  unusedFaults: number;
  durationMs: number;
}

/** Reconnect → delivery above this is "slow": the goal is a p95 within it. */
const SLOW_DELIVERY_MS = 2_000;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const duplicatesIn = (counts: Map<string, number>) =>
  [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);

function delaysOf(results: SessionResult[]): number[] {
  return results
    .map((result) => result.reconnectToDelivery)
    .filter((delay): delay is number => delay !== null)
    .sort((a, b) => a - b);
}

function describeDelays(label: string, delays: number[]): string {
  const slow = delays.filter((delay) => delay > SLOW_DELIVERY_MS).length;
  // A row written while the session was still offline would be a hole in the offline emulation.
  const early = delays.filter((delay) => delay < 0).length;
  return (
    `${label} (${delays.length}): median ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, ` +
    `max ${delays.at(-1) ?? NaN} ms, over 2 s: ${slow}` +
    (early ? `, stored before the reconnect: ${early}` : '')
  );
}

/** The offline sessions slower than 2 s from reconnect to delivery: their scenario and timeline. */
function printSlowSessions(sent: SessionResult[]): void {
  const slow = sent
    .filter((result) => (result.reconnectToDelivery ?? 0) > SLOW_DELIVERY_MS)
    .sort((a, b) => (b.reconnectToDelivery ?? 0) - (a.reconnectToDelivery ?? 0));
  if (!slow.length) return;
  console.log('slow sessions (reconnect → delivery over 2 s) by scenario:');
  const byScenario = countBy(slow.map((result) => result.scenario.join(', ')));
  for (const [scenario, n] of [...byScenario].sort((a, b) => b[1] - a[1]))
    console.log(`  ${n}× [${scenario}]`);
  console.log('what each slow session did (ms after reconnect):');
  for (const result of slow) {
    console.log(`  ${result.email} ${result.reconnectToDelivery} ms [${result.scenario.join(', ')}]`);
    for (const line of result.timeline.afterMark()) console.log(`      ${line}`);
  }
}

/** Prints the summary; returns whether every message was stored exactly once. */
export function reportChaos(totals: ChaosTotals): boolean {
  const { results } = totals;
  const rowCounts = countBy(totals.rows.map((row) => row.email ?? ''));
  const mailCounts = countBy(totals.mails.map((mail) => mail.replyTo ?? ''));
  const mailsByRow = countBy(totals.mails.map((mail) => mail.idempotencyKey));
  const rowByEmail = new Map(totals.rows.map((row) => [row.email, row]));
  const mailByRow = new Map(totals.mails.map((mail) => [mail.idempotencyKey, mail]));
  const sent = results.filter((result) => result.submitted);
  const stored = sent.filter((result) => rowCounts.has(result.email)).length;
  const lost = sent.filter((result) => !rowCounts.has(result.email));
  const duplicated = duplicatesIn(rowCounts);
  const mailed = sent.filter((result) => mailCounts.has(result.email)).length;
  const ownInsertFault = (result: SessionResult) =>
    result.scenario.some((name) => name.startsWith('insert-'));
  const durations = results.map((result) => result.durationMs).sort((a, b) => a - b);

  console.log('');
  console.log(`sessions    ${results.length} (${results.filter((r) => r.error).length} with a driver error)`);
  console.log(`sent        ${sent.length}`);
  console.log(`stored      ${stored}`);
  console.log(`duplicated  ${duplicated}`);
  console.log(`lost        ${lost.length}`);
  const notified = sent.filter((result) => rowByEmail.get(result.email)?.notify_status === 'sent').length;
  // The proof-of-work challenge: every message should arrive with a solution the server verified.
  const verdicts = countBy(sent.map((result) => rowByEmail.get(result.email)?.challenge_status ?? 'no row'));
  const verified = verdicts.get('verified') ?? 0;
  console.log(
    `challenge   ${verified}/${sent.length} verified` +
      [...verdicts]
        .filter(([verdict]) => verdict !== 'verified')
        .map(([verdict, n]) => `, ${n} ${verdict}`)
        .join(''),
  );
  const mailDuplicates = duplicatesIn(mailsByRow);
  const insertToMail = sent
    .flatMap((result) => {
      const row = rowByEmail.get(result.email);
      const mail = row && mailByRow.get(row.id);
      return row && mail ? [Date.parse(mail.createdAt) - Date.parse(row.created_at)] : [];
    })
    .sort((a, b) => a - b);
  const downMs = totals.outages.reduce((sum, outage) => sum + outage.durationMs, 0);
  console.log(`notified    ${notified}/${sent.length} rows (notify_status = sent)`);
  console.log(
    `mails       ${mailed} sessions mailed, ${totals.mails.length} mails, duplicated ${mailDuplicates}`,
  );
  console.log(
    `insert → mail  median ${percentile(insertToMail, 50)} ms, p95 ${percentile(insertToMail, 95)} ms, ` +
      `max ${insertToMail.at(-1) ?? NaN} ms (${insertToMail.length} rows)`,
  );
  console.log(
    `provider    ${totals.outages.length} outages, ${Math.round(downMs / 1000)} s down in all (planned)`,
  );
  console.log(
    `closed      ${sent.filter((result) => result.scenario.includes('closed-after-insert')).length} sessions closed their page right after the insert`,
  );
  console.log(`faults      ${totals.plantedFaults} planted, ${totals.unusedFaults} unused`);
  console.log(describeDelays('reconnect → delivery, offline sessions', delaysOf(sent)));
  console.log(describeDelays('  with an insert fault of their own', delaysOf(sent.filter(ownInsertFault))));
  console.log(describeDelays('  without one', delaysOf(sent.filter((result) => !ownInsertFault(result)))));
  console.log(`duration    ${Math.round(totals.durationMs / 1000)} s`);
  console.log(
    `session     median ${percentile(durations, 50)} ms, p95 ${percentile(durations, 95)} ms, ` +
      `max ${durations.at(-1) ?? NaN} ms; mean per phase: ${describePhases(results.map((r) => r.phases))}`,
  );
  printSlowSessions(sent);
  for (const result of results.filter((r) => r.error || !rowCounts.has(r.email)).slice(0, 10)) {
    console.log(`  ${result.email}: ${result.error ?? 'not stored'} [${result.scenario.join(', ')}]`);
  }
  return (
    lost.length === 0 &&
    duplicated === 0 &&
    sent.length === results.length &&
    notified === sent.length &&
    verified === sent.length &&
    mailDuplicates === 0
  );
}
