/**
 * The desk's outbox of leads added by hand: a lead is written to the device first (intake-store.ts), then
 * sent with its idempotency key, now and whenever the connection returns; the server stores it once however
 * often it is sent. A lead of the same e-mail or phone stops it for the agent's choice: add the enquiry to
 * that lead, or create it anyway. Single flight across tabs (lib/web-lock.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { withWebLock } from '@/lib/web-lock';

import { DeskCallError } from '../api/desk-call';
import { withDeskOutbox } from '../api/desk-outbox-store';
import { createManualLead, mergeIntoLead } from '../api/intake-api';
import { useRetryWhileUnreachable } from '../api/use-retry-while-unreachable';
import type { DeskLead } from '../model/lead';
import type { IntakeRecord, ManualLead } from '../model/manual-lead';
import { openIntakeStore, type IntakeStore } from './intake-store';

const FLUSH_LOCK = 'desk-lead-outbox-flush';

export type IntakeProblem = 'unavailable' | 'conflict' | 'other';

const withStore = <T>(task: (store: IntakeStore) => Promise<T>): Promise<T> =>
  withDeskOutbox(() => openIntakeStore(), task);

const problemOf = (error: unknown): IntakeProblem =>
  error instanceof DeskCallError && error.kind === 'unavailable' ? 'unavailable' : 'other';

interface Sent {
  /** What the server stored, in order. */
  stored: DeskLead[];
  /** The leads of the same e-mail or phone, by record key: those records wait for the agent. */
  duplicates: Map<string, DeskLead[]>;
  /** What stopped the round (the rest waits for the next one), or null. */
  problem: IntakeProblem | null;
  /** The records still on the device. */
  records: IntakeRecord[];
}

/** One round of the outbox: every record sent with its key, oldest first, until one fails. */
async function sendWaiting(): Promise<Sent> {
  const sent: Sent = { stored: [], duplicates: new Map(), problem: null, records: [] };
  try {
    await withWebLock(FLUSH_LOCK, () =>
      withStore(async (store) => {
        for (const record of await store.list()) {
          const answer = await createManualLead(record, false);
          if (answer.ok) {
            await store.remove(record.key);
            sent.stored.push(answer.lead);
          } else {
            await store.put({ ...record, state: 'duplicate' });
            sent.duplicates.set(record.key, answer.duplicates);
          }
        }
      }),
    );
  } catch (error) {
    sent.problem = problemOf(error);
  }
  sent.records = await withStore((store) => store.list()).catch(() => []);
  return sent;
}

export interface LeadIntake {
  records: IntakeRecord[];
  /** The leads of the same e-mail or phone the server answered with, by record key. */
  duplicates: ReadonlyMap<string, DeskLead[]>;
  problem: IntakeProblem | null;
  busy: boolean;
  add(lead: ManualLead): Promise<void>;
  /** The agent's choice for a duplicate: add to `into`, or (null) create the lead anyway. */
  resolve(record: IntakeRecord, into: DeskLead | null): Promise<void>;
}

export function useLeadIntake(onStored: (lead: DeskLead) => void): LeadIntake {
  const [records, setRecords] = useState<IntakeRecord[]>([]);
  const [duplicates, setDuplicates] = useState<ReadonlyMap<string, DeskLead[]>>(new Map());
  const [problem, setProblem] = useState<IntakeProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // The latest callback, read only when a lead was stored (never during render).
  const onStoredRef = useRef(onStored);
  useEffect(() => {
    onStoredRef.current = onStored;
  });

  /** One round; true when records wait for a server that could not be reached. */
  const flush = useCallback(
    () =>
      sendWaiting().then((sent) => {
        setRecords(sent.records);
        setDuplicates((known) => new Map([...known, ...sent.duplicates]));
        setProblem(sent.problem);
        for (const lead of sent.stored) onStoredRef.current(lead);
        return sent.problem === 'unavailable' && sent.records.length > 0;
      }),
    [],
  );

  useRetryWhileUnreachable(flush);

  const add = async (lead: ManualLead) => {
    const record: IntakeRecord = { key: crypto.randomUUID(), queuedAt: Date.now(), lead, state: 'waiting' };
    // On the device first: the lead survives a lost connection, a reload and a sign-out.
    await withStore((store) => store.put(record));
    setRecords((current) => [...current, record]);
    await flush();
  };

  const resolve = async (record: IntakeRecord, into: DeskLead | null) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = into ? await mergeIntoLead(record, into) : await createManualLead(record, true);
      if (!answer.ok) {
        // Only a merge is refused here: a colleague changed that lead; offer it as it is now.
        const now = answer.reason === 'conflict' ? answer.lead : null;
        if (now)
          setDuplicates((known) =>
            new Map(known).set(
              record.key,
              (known.get(record.key) ?? []).map((lead) => (lead.id === now.id ? now : lead)),
            ),
          );
        setProblem('conflict');
        return;
      }
      await withStore((store) => store.remove(record.key));
      setRecords((current) => current.filter((other) => other.key !== record.key));
      onStoredRef.current(answer.lead);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { records, duplicates, problem, busy, add, resolve };
}
