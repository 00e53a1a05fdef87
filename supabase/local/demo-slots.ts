/**
 * `npm start`'s demo viewings: while no slot lies ahead, a few over the next two weeks (single appointments and
 * open viewings, for the project and for one flat, at each meeting point), led by the local staff account, so the
 * booking, the mails and the desk's day can be tried. Never in seed.sql: the tests start from the seed and a
 * test backend (test hooks on) never gets them; and the times are relative to today, in Berlin.
 */
import type { Db } from './db.ts';

/** Day from today, Berlin start time, minutes, kind, places, meeting point, flat (null: the project). */
const DEMO_SLOTS: readonly [number, string, number, 'single' | 'open', number, string, string | null][] = [
  [1, '10:00', 30, 'single', 1, 'show_flat', null],
  [2, '16:00', 120, 'open', 10, 'sales_container', null],
  [3, '11:00', 45, 'single', 1, 'site_gate', '1.2.1'],
  [5, '11:00', 180, 'open', 15, 'show_flat', null],
  [8, '17:30', 30, 'single', 1, 'sales_container', '2.3.1'],
  [12, '14:00', 120, 'open', 6, 'site_gate', '1.2.1'],
];

/** Publishes the demo slots for `agentId` unless a slot is still ahead; how many it published. */
export async function publishDemoViewingSlots(db: Db, agentId: string): Promise<number> {
  const { rows } = await db.query<{ made: number }>(
    `with demo (day, at, minutes, kind, capacity, meeting_point, we_nr) as (select * from jsonb_to_recordset($2::jsonb)
           as d(day integer, at text, minutes integer, kind text, capacity integer, meeting_point text, we_nr text)),
          made as (
       insert into public.viewing_slots (created_by, project_id, we_nr, starts_at, ends_at, kind, capacity,
                                         meeting_point, agent_id, agent_name)
       select $1::uuid, 'grabbeallee-68', d.we_nr, s.starts_at, s.starts_at + make_interval(mins => d.minutes), d.kind,
              d.capacity, d.meeting_point, $1::uuid, public.desk_person($1::uuid)
         from demo d
        cross join lateral (select (((now() at time zone 'Europe/Berlin')::date + d.day) + d.at::time)
                                     at time zone 'Europe/Berlin' as starts_at) s
        where not exists (select 1 from public.viewing_slots v where v.cancelled_at is null and v.starts_at > now())
       returning 1)
     select count(*)::integer as made from made`,
    [
      agentId,
      JSON.stringify(
        DEMO_SLOTS.map(([day, at, minutes, kind, capacity, meeting_point, we_nr]) => ({
          day,
          at,
          minutes,
          kind,
          capacity,
          meeting_point,
          we_nr,
        })),
      ),
    ],
    null,
  );
  return rows[0]?.made ?? 0;
}
