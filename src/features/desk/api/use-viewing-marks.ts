/**
 * The desk's outbox of check-ins at a viewing (desk-outbox-store.ts, DESK_VIEWING_OUTBOX_DB_NAME): a mark is
 * written to the device first, one per booking, then sent with the version the agent saw, at once and in
 * every round of the day's sync (viewing-day.tsx). A booking changed meanwhile is never overwritten: its mark
 * waits as a conflict for the agent's choice (mark again on the fresh state, or drop it), unless the server
 * holds that very mark already. Single flight across tabs (lib/web-lock.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { DESK_VIEWING_OUTBOX_DB_NAME } from '@/lib/device-storage';
import { withWebLock } from '@/lib/web-lock';

import {
  markAlreadyStored,
  nextMarkRecord,
  slotDay,
  viewingMarkRecordSchema,
  type BookingMark,
  type ViewingBooking,
  type ViewingMarkRecord,
  type ViewingSlot,
} from '../model/viewing';
import { DeskCallError } from './desk-call';
import { openDeskOutboxStore, withDeskOutbox, type DeskOutboxStore } from './desk-outbox-store';
import { markViewingBooking } from './viewing-api';

const FLUSH_LOCK = 'desk-viewing-outbox-flush';

export type MarkProblem = 'unavailable' | 'other';

const withStore = <T>(task: (store: DeskOutboxStore<ViewingMarkRecord>) => Promise<T>): Promise<T> =>
  withDeskOutbox(() => openDeskOutboxStore(DESK_VIEWING_OUTBOX_DB_NAME, viewingMarkRecordSchema), task);

interface Round {
  /** The slots as the server answered, in order (a stored mark or a conflict). */
  fresh: ViewingSlot[];
  problem: MarkProblem | null;
  records: ViewingMarkRecord[];
}

/** One round: every waiting mark sent, oldest first; a conflict is kept for the agent, a failure stops the round. */
async function sendWaiting(): Promise<Round> {
  const round: Round = { fresh: [], problem: null, records: [] };
  try {
    await withWebLock(FLUSH_LOCK, () =>
      withStore(async (store) => {
        for (const record of await store.list()) {
          if (record.state !== 'waiting') continue;
          const answer = await markViewingBooking(record.key, record.expectedVersion, record.status);
          if (answer.ok || markAlreadyStored(answer.slot, record)) await store.remove(record.key);
          else await store.put({ ...record, state: 'conflict', day: slotDay(answer.slot) });
          round.fresh.push(answer.slot);
        }
      }),
    );
  } catch (error) {
    round.problem = error instanceof DeskCallError && error.kind === 'unavailable' ? 'unavailable' : 'other';
  }
  round.records = await withStore((store) => store.list()).catch(() => []);
  return round;
}

export interface ViewingMarks {
  /** The marks on the device, by booking id. */
  marks: ReadonlyMap<string, ViewingMarkRecord>;
  problem: MarkProblem | null;
  mark(booking: ViewingBooking, slotId: string, status: BookingMark): Promise<void>;
  /** A conflict dropped: the booking stays as the server has it. */
  drop(bookingId: string): Promise<void>;
  /** Sends what waits; true when marks wait for a server that could not be reached. */
  flush(): Promise<boolean>;
}

/** `onFresh` receives every slot the server answered with, so the day shows the stored state. */
export function useViewingMarks(onFresh: (slot: ViewingSlot) => void): ViewingMarks {
  const [records, setRecords] = useState<ViewingMarkRecord[]>([]);
  const [problem, setProblem] = useState<MarkProblem | null>(null);
  // The latest callback, read only when the server answered (never during render).
  const onFreshRef = useRef(onFresh);
  useEffect(() => {
    onFreshRef.current = onFresh;
  });

  const flush = useCallback(
    () =>
      sendWaiting().then((round) => {
        setRecords(round.records);
        setProblem(round.problem);
        for (const slot of round.fresh) onFreshRef.current(slot);
        return round.problem === 'unavailable' && round.records.some((record) => record.state === 'waiting');
      }),
    [],
  );

  const mark = async (booking: ViewingBooking, slotId: string, status: BookingMark) => {
    // On the device first: the mark survives a lost connection, a reload and a sign-out.
    const current = await withStore(async (store) => {
      const waiting = (await store.list()).find((record) => record.key === booking.id);
      const next = nextMarkRecord(booking, slotId, status, waiting, Date.now());
      if (next) await store.put(next);
      else await store.remove(booking.id);
      return store.list();
    });
    setRecords(current);
    await flush();
  };

  const drop = async (bookingId: string) => {
    setRecords(await withStore(async (store) => (await store.remove(bookingId), store.list())));
  };

  return { marks: new Map(records.map((record) => [record.key, record])), problem, mark, drop, flush };
}
