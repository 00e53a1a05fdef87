/**
 * What one chaos session does, drawn from the seeded generator before the run starts, so that a
 * seed gives every session the same scenario in every run (the sessions themselves interleave
 * differently each time).
 */
import type { Fault } from '../e2e/contact-backend.ts';

export interface SessionPlan {
  index: number;
  /** Write the message offline, then reconnect after `pauseMs`. */
  offline: boolean;
  /** Reload the page while offline, after sending. */
  reloadOffline: boolean;
  /** Close the page the moment its insert is answered, before the function's fast path can run. */
  closeAfterInsert: boolean;
  /** Open a second tab of the site before the reconnect; it flushes the same outbox. */
  secondTabPath: string | null;
  pauseMs: number;
  name: string;
  /** Backend faults for this session's requests only. */
  faults: Fault[];
  /** The scenario in words, for the report. */
  scenario: string[];
}

const INSERT = '/rest/v1/contact_submissions';
const FUNCTION = '/functions/v1/send-contact-email';

export function planSessions(count: number, random: () => number): SessionPlan[] {
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  function randomFaults(): { faults: Fault[]; names: string[] } {
    const faults: Fault[] = [];
    const names: string[] = [];
    if (chance(0.25)) {
      const times = 1 + Math.floor(random() * 2);
      faults.push({ path: INSERT, method: 'POST', type: 'status', status: pick([502, 503, 504]), times });
      names.push(`insert-5xx×${times}`);
    }
    if (chance(0.2)) {
      faults.push({ path: INSERT, method: 'POST', type: 'lose-response' });
      names.push('insert-lost-response');
    }
    if (chance(0.1)) {
      faults.push({ path: INSERT, method: 'POST', type: 'drop' });
      names.push('insert-dropped');
    }
    if (chance(0.15)) {
      faults.push({ path: FUNCTION, method: 'POST', type: pick(['lose-response', 'drop'] as const) });
      names.push('function-no-answer');
    }
    return { faults, names };
  }

  return Array.from({ length: count }, (_, index): SessionPlan => {
    const offline = chance(0.5);
    const reloadOffline = offline && chance(0.4);
    const closeAfterInsert = !offline && chance(0.25);
    const secondTabPath = chance(0.3) ? pick(['/', '/team', '/de']) : null;
    const { faults, names } = randomFaults();
    const scenario = [
      ...names,
      ...(offline ? ['offline'] : []),
      ...(reloadOffline ? ['reload-offline'] : []),
      ...(closeAfterInsert ? ['closed-after-insert'] : []),
      ...(secondTabPath ? ['second-tab'] : []),
    ];
    return {
      index,
      offline,
      reloadOffline,
      closeAfterInsert,
      secondTabPath,
      pauseMs: Math.round(200 + random() * 1000),
      name: pick(['Zoë', 'Łukasz', "Jürgen O'Brien-Müller", 'Ana María']),
      faults,
      scenario,
    };
  });
}

/** A mail provider outage: from `startMs` after the run begins, for `durationMs`. */
export interface ProviderOutage {
  startMs: number;
  durationMs: number;
}

/** Outages spread over the expected run: one every 30-60 s, each 5-40 s long. */
export function planOutages(runMs: number, random: () => number): ProviderOutage[] {
  const outages: ProviderOutage[] = [];
  for (let at = 10_000 + random() * 20_000; at < runMs; at += 30_000 + random() * 30_000) {
    const durationMs = Math.round(5_000 + random() * 35_000);
    outages.push({ startMs: Math.round(at), durationMs });
    at += durationMs;
  }
  return outages;
}
