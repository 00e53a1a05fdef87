// @vitest-environment node
/**
 * The lead pipeline on the server (migration 20261130110000_lead_pipeline.sql): stage, owner and next step
 * are compare-and-set and land in the lead's log; the log takes typed entries, newest first, never changed;
 * the morning mail lists exactly each owner's due follow-ups, once a day; and who may do what.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

const ANNA = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const BERT = { email: 'bert.berater@example.com', password: 'staff-password-2' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };

interface LogEntry {
  id: number;
  kind: string;
  detail: string;
  by: string | null;
  outcome: string | null;
  stage: string | null;
  due_on: string | null;
  corrects: number | null;
}
interface Lead {
  id: string;
  version: number;
  stage: string;
  lost_reason: string | null;
  follow_up_on: string | null;
  follow_up_task: string | null;
  assigned_name: string | null;
  changed_by: string | null;
  events: LogEntry[];
}
interface Answer {
  ok: boolean;
  reason?: 'conflict';
  lead: Lead;
}

async function team() {
  const anna = await t.hooks.createUser({ ...ANNA, staff: true, displayName: 'Anna' });
  const bert = await t.hooks.createUser({ ...BERT, staff: true, displayName: 'Bert' });
  await t.hooks.createUser({ ...OUTSIDER, staff: false });
  return {
    annaId: anna.id,
    bertId: bert.id,
    anna: await signedInClient(t, ANNA),
    bert: await signedInClient(t, BERT),
    outsider: await signedInClient(t, OUTSIDER),
  };
}

async function storeLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const row = validSubmissionRow(overrides);
  expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
  return row.id as string;
}

/** An RPC's answer; a refused call fails the test with its error. */
async function answer(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
  return data as Answer;
}

const errorCode = async (client: SupabaseClient, fn: string, args: Record<string, unknown>) =>
  (await client.rpc(fn, args)).error?.code;

const owner = <R>(sql: string, params: string[] = []) =>
  t.backend.db.query<R>(sql, params, null).then((result) => result.rows);

describe('stage, owner and next step: compare-and-set, each change in the log', () => {
  it('a stale stage or owner change saves nothing and gets the lead as a colleague left it', async () => {
    const c = await team();
    const id = await storeLead();
    const contacted = await answer(c.anna, 'desk_lead_set_stage', {
      p_id: id,
      p_expected_version: 1,
      p_stage: 'contacted',
    });
    expect(contacted).toMatchObject({ ok: true, lead: { version: 2, stage: 'contacted' } });

    // Bert still sees version 1: neither his stage nor his owner change is saved.
    const staleStage = await answer(c.bert, 'desk_lead_set_stage', {
      p_id: id,
      p_expected_version: 1,
      p_stage: 'viewing',
    });
    expect(staleStage).toMatchObject({
      ok: false,
      reason: 'conflict',
      lead: { version: 2, stage: 'contacted', changed_by: 'Anna' },
    });
    const staleOwner = await answer(c.bert, 'desk_lead_assign', {
      p_id: id,
      p_expected_version: 1,
      p_assigned_to: c.bertId,
    });
    expect(staleOwner).toMatchObject({ ok: false, lead: { version: 2, assigned_name: null } });

    // On the version he now has, both go through.
    const owned = await answer(c.bert, 'desk_lead_assign', {
      p_id: id,
      p_expected_version: 2,
      p_assigned_to: c.bertId,
    });
    expect(owned).toMatchObject({ ok: true, lead: { version: 3, assigned_name: 'Bert' } });
    const viewing = await answer(c.bert, 'desk_lead_set_stage', {
      p_id: id,
      p_expected_version: 3,
      p_stage: 'viewing',
    });
    expect(viewing).toMatchObject({ ok: true, lead: { version: 4, stage: 'viewing' } });

    // Lost needs a reason; a later stage clears it.
    expect(
      await errorCode(c.anna, 'desk_lead_set_stage', { p_id: id, p_expected_version: 4, p_stage: 'lost' }),
    ).toBe('22023');
    expect(
      await errorCode(c.anna, 'desk_lead_set_stage', { p_id: id, p_expected_version: 4, p_stage: 'closed' }),
    ).toBe('22023');
    const lost = await answer(c.anna, 'desk_lead_set_stage', {
      p_id: id,
      p_expected_version: 4,
      p_stage: 'lost',
      p_lost_reason: '  Hat woanders gekauft ',
    });
    expect(lost.lead).toMatchObject({ stage: 'lost', lost_reason: 'Hat woanders gekauft' });
    const back = await answer(c.anna, 'desk_lead_set_stage', {
      p_id: id,
      p_expected_version: 5,
      p_stage: 'contacted',
    });
    expect(back.lead).toMatchObject({ stage: 'contacted', lost_reason: null });

    // Every change that went through is in the log, newest first, with who; the refused ones are not.
    expect(back.lead.events.map(({ kind, stage, detail, by }) => ({ kind, stage, detail, by }))).toEqual([
      { kind: 'stage', stage: 'contacted', detail: '', by: 'Anna' },
      { kind: 'stage', stage: 'lost', detail: 'Hat woanders gekauft', by: 'Anna' },
      { kind: 'stage', stage: 'viewing', detail: '', by: 'Bert' },
      { kind: 'assigned', stage: null, detail: 'Bert', by: 'Bert' },
      { kind: 'stage', stage: 'contacted', detail: '', by: 'Anna' },
    ]);
  });

  it('a follow-up has a day and a task (or neither), compare-and-set, logged', async () => {
    const c = await team();
    const id = await storeLead();
    expect(
      await errorCode(c.anna, 'desk_lead_set_follow_up', {
        p_id: id,
        p_expected_version: 1,
        p_on: '2026-12-03',
        p_task: ' ',
      }),
    ).toBe('22023');
    const set = await answer(c.anna, 'desk_lead_set_follow_up', {
      p_id: id,
      p_expected_version: 1,
      p_on: '2026-12-03',
      p_task: 'Exposé 2.0.2 nachfassen',
    });
    expect(set.lead).toMatchObject({ follow_up_on: '2026-12-03', follow_up_task: 'Exposé 2.0.2 nachfassen' });
    const stale = await answer(c.bert, 'desk_lead_set_follow_up', {
      p_id: id,
      p_expected_version: 1,
      p_on: null,
      p_task: null,
    });
    expect(stale).toMatchObject({ ok: false, lead: { follow_up_on: '2026-12-03', changed_by: 'Anna' } });
    const cleared = await answer(c.bert, 'desk_lead_set_follow_up', {
      p_id: id,
      p_expected_version: 2,
      p_on: null,
      p_task: null,
    });
    expect(cleared.lead).toMatchObject({ follow_up_on: null, follow_up_task: null });
    expect(cleared.lead.events.map(({ kind, due_on, detail, by }) => ({ kind, due_on, detail, by }))).toEqual(
      [
        { kind: 'follow_up', due_on: null, detail: '', by: 'Bert' },
        { kind: 'follow_up', due_on: '2026-12-03', detail: 'Exposé 2.0.2 nachfassen', by: 'Anna' },
      ],
    );
  });
});

describe('the log: typed entries, never changed', () => {
  it('takes calls with their outcome, e-mails sent, viewings and notes; a correction is a new entry', async () => {
    const c = await team();
    const id = await storeLead();
    const otherLead = await storeLead({ email: 'other@example.com' });
    const call = await answer(c.anna, 'desk_lead_add_entry', {
      p_id: id,
      p_expected_version: 1,
      p_kind: 'call',
      p_detail: '',
      p_outcome: 'no_answer',
    });
    expect(call.ok).toBe(true);
    // A call needs an outcome, nothing else has one; a viewing or an e-mail says what it was.
    for (const wrong of [
      { p_kind: 'call', p_detail: 'x' },
      { p_kind: 'note', p_detail: 'x', p_outcome: 'reached' },
      { p_kind: 'viewing', p_detail: '  ' },
      { p_kind: 'stage', p_detail: 'x' },
    ]) {
      expect(
        await errorCode(c.anna, 'desk_lead_add_entry', { p_id: id, p_expected_version: 2, ...wrong }),
      ).toBe('22023');
    }
    await answer(c.bert, 'desk_lead_add_entry', {
      p_id: id,
      p_expected_version: 2,
      p_kind: 'email_sent',
      p_detail: 'Exposé und Preisliste geschickt',
    });
    await answer(c.bert, 'desk_lead_add_entry', {
      p_id: id,
      p_expected_version: 3,
      p_kind: 'viewing',
      p_detail: 'Besichtigung 2.0.2 mit Familie',
    });
    const callId = call.lead.events[0]!.id;
    expect(
      await errorCode(c.anna, 'desk_lead_add_entry', {
        p_id: otherLead,
        p_expected_version: 1,
        p_kind: 'note',
        p_detail: 'wrong lead',
        p_corrects: callId,
      }),
    ).toBe('23503');
    const corrected = await answer(c.anna, 'desk_lead_add_entry', {
      p_id: id,
      p_expected_version: 4,
      p_kind: 'call',
      p_detail: 'Doch erreicht, Rückruf Montag',
      p_outcome: 'reached',
      p_corrects: callId,
    });
    expect(
      corrected.lead.events.map(({ kind, detail, outcome, corrects, by }) => ({
        kind,
        detail,
        outcome,
        corrects,
        by,
      })),
    ).toEqual([
      {
        kind: 'call',
        detail: 'Doch erreicht, Rückruf Montag',
        outcome: 'reached',
        corrects: callId,
        by: 'Anna',
      },
      {
        kind: 'viewing',
        detail: 'Besichtigung 2.0.2 mit Familie',
        outcome: null,
        corrects: null,
        by: 'Bert',
      },
      {
        kind: 'email_sent',
        detail: 'Exposé und Preisliste geschickt',
        outcome: null,
        corrects: null,
        by: 'Bert',
      },
      { kind: 'call', detail: '', outcome: 'no_answer', corrects: null, by: 'Anna' },
    ]);

    // Not even the service role changes an entry; staff cannot write the table at all.
    const edit = await t.service.from('contact_lead_events').update({ detail: 'edited' }).eq('id', callId);
    expect(edit.error?.code).toBe('42501');
    const staffEdit = await c.anna.from('contact_lead_events').update({ detail: 'edited' }).eq('id', callId);
    expect(staffEdit.error?.code).toBe('42501');
    expect(
      await owner(`select detail from public.contact_lead_events where id = $1::bigint`, [String(callId)]),
    ).toEqual([{ detail: '' }]);
  });

  it('keeps who wrote an entry when the account is gone', async () => {
    const c = await team();
    const id = await storeLead();
    await answer(c.bert, 'desk_lead_add_note', { p_id: id, p_expected_version: 1, p_note: 'Rückruf Mo' });
    await owner('delete from auth.users where id = $1::uuid', [c.bertId]);
    const leads = (await c.anna.rpc('desk_leads')).data as Lead[];
    expect(leads[0]!.events).toEqual([
      expect.objectContaining({ kind: 'note', detail: 'Rückruf Mo', by: 'Bert' }),
    ]);
  });
});

describe('the morning mail of due follow-ups', () => {
  interface StaffMail {
    to_address: string;
    subject: string;
    text_body: string;
  }
  const staffMails = () =>
    owner<StaffMail>(
      `select to_address, subject, text_body from local_backend.mailbox where kind = 'staff' order by to_address`,
    );

  it('lists exactly each owner’s follow-ups due that day or overdue, on open leads, once a day', async () => {
    const c = await team();
    await owner(`update public.staff_members set locale = 'en' where user_id = $1::uuid`, [c.annaId]);
    await owner(`update public.staff_members set role = 'agent' where user_id = $1::uuid`, [c.bertId]);
    await t.hooks.setLimit({ scope: 'insert_per_ip', maxCount: 50 });
    const leads: Record<string, string> = {};
    const plan = [
      { name: 'Overdue Olga', owner: c.annaId, on: '2026-11-28', stage: 'contacted' },
      { name: 'Today Tim', owner: c.annaId, on: '2026-12-01', stage: 'viewing' },
      { name: 'Tomorrow Tina', owner: c.annaId, on: '2026-12-02', stage: 'contacted' },
      { name: 'Sold Sven', owner: c.annaId, on: '2026-11-30', stage: 'sold' },
      { name: 'Lost Lara', owner: c.annaId, on: '2026-11-30', stage: 'lost' },
      { name: 'Bert Bernd', owner: c.bertId, on: '2026-12-01', stage: 'new' },
      { name: 'Nobody Nina', owner: null, on: '2026-11-30', stage: 'new' },
      { name: 'No Date Nils', owner: c.annaId, on: null, stage: 'new' },
    ];
    for (const [index, lead] of plan.entries()) {
      const id = await t.hooks.addLead({
        name: lead.name,
        email: `lead${index}@example.com`,
        phone: '030 123456',
        notifyStatus: 'sent',
      });
      leads[lead.name] = id;
      await owner(
        `update public.contact_submissions
            set assigned_to = $2::uuid, follow_up_on = $3::date, stage = $4,
                follow_up_task = case when $3 is null then null else 'Task of ' || name end,
                lost_reason = case when $4 = 'lost' then 'elsewhere' end
          where id = $1::uuid`,
        [id, lead.owner as string, lead.on as string, lead.stage],
      );
    }
    // Before the morning job's hour nothing is made; at 08:30 in Berlin every owner's mail.
    expect(await t.backend.followUpMails(new Date('2026-12-01T05:30:00Z'))).toMatchObject({ prepared: 0 });
    expect(await t.backend.followUpMails(new Date('2026-12-01T07:30:00Z'))).toMatchObject({
      prepared: 2,
      sent: 2,
    });
    const [annaMail, bertMail, ...more] = await staffMails();
    expect(more).toEqual([]);
    // Anna is an admin: her mail also lists, apart, the follow-up no one owns.
    expect(annaMail).toMatchObject({
      to_address: ANNA.email,
      subject: '3 follow-ups due today – Grabbeallee 68 sales desk',
    });
    const listed = (mail: StaffMail | undefined) =>
      (mail?.text_body ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(listed(annaMail)).toEqual([
      '- Overdue Olga (contacted), overdue since 28 November 2026: Task of Overdue Olga',
      '- Today Tim (viewing), due today: Task of Today Tim',
      '- Nobody Nina (new), overdue since 30 November 2026: Task of Nobody Nina',
    ]);
    expect(annaMail!.text_body.indexOf('These leads have no owner yet')).toBeGreaterThan(
      annaMail!.text_body.indexOf('Today Tim'),
    );
    // Bert is an agent: only his own lead.
    expect(bertMail!.text_body).not.toContain('Nobody Nina');
    expect(annaMail!.text_body).toContain('/desk');
    expect(bertMail).toMatchObject({ to_address: BERT.email });
    expect(bertMail!.subject).toContain('1 Wiedervorlage');
    expect(listed(bertMail)).toEqual(['- Bert Bernd (neu), heute fällig: Task of Bert Bernd']);

    // One a day: a later run the same day makes nothing, even with a new follow-up due.
    await owner(`update public.contact_submissions set follow_up_on = '2026-12-01' where id = $1::uuid`, [
      leads['Tomorrow Tina']!,
    ]);
    expect(await t.backend.followUpMails(new Date('2026-12-01T15:00:00Z'))).toMatchObject({ prepared: 0 });
    // The next morning: what is due then.
    expect(await t.backend.followUpMails(new Date('2026-12-02T06:10:00Z'))).toMatchObject({ prepared: 2 });
    expect(await staffMails()).toHaveLength(4);

    // An owner who has left the team: their leads' follow-ups go to the admins as unowned.
    await owner('delete from public.staff_members where user_id = $1::uuid', [c.bertId]);
    await owner('delete from local_backend.mailbox');
    expect(await t.backend.followUpMails(new Date('2026-12-03T06:10:00Z'))).toMatchObject({ prepared: 1 });
    const [left] = await staffMails();
    expect(left!.text_body.split('These leads have no owner yet')[1]).toContain('Bert Bernd');
  });

  it('retries a mail the provider refused, and forgets an erased lead’s unsent mention', async () => {
    const c = await team();
    const id = await storeLead();
    await owner(
      `update public.contact_submissions set assigned_to = $2::uuid, follow_up_on = '2026-12-01',
              follow_up_task = 'Anrufen' where id = $1::uuid`,
      [id, c.annaId],
    );
    t.backend.mailProvider.down = true;
    expect(await t.backend.followUpMails(new Date('2026-12-01T07:00:00Z'))).toMatchObject({
      prepared: 1,
      claimed: 1,
      failed: 1,
    });
    t.backend.mailProvider.down = false;
    // Due again after the backoff (10 s), sent once.
    expect(await t.backend.followUpMails(new Date('2026-12-01T07:00:11Z'))).toMatchObject({ sent: 1 });
    expect(await t.backend.followUpMails(new Date('2026-12-01T07:05:00Z'))).toMatchObject({ claimed: 0 });
    expect(await staffMails()).toHaveLength(1);

    const next = await storeLead({ email: 'erase-me@example.com' });
    await owner(
      `update public.contact_submissions set assigned_to = $2::uuid, follow_up_on = '2026-12-02',
              follow_up_task = 'Anrufen' where id = $1::uuid`,
      [next, c.annaId],
    );
    t.backend.mailProvider.down = true;
    await t.backend.followUpMails(new Date('2026-12-02T07:00:00Z'));
    t.backend.mailProvider.down = false;
    await t.service.rpc('contact_erase', { p_email: 'erase-me@example.com' });
    expect(
      await owner(`select digest_day from public.desk_follow_up_mails where send_status <> 'sent'`),
    ).toEqual([]);
  });
});

describe('who may', () => {
  it('anon and non-staff change nothing and read nothing of the pipeline; the mail queue is the service role’s', async () => {
    const c = await team();
    const id = await storeLead();
    const changes: [string, Record<string, unknown>][] = [
      ['desk_lead_set_stage', { p_id: id, p_expected_version: 1, p_stage: 'contacted' }],
      ['desk_lead_set_follow_up', { p_id: id, p_expected_version: 1, p_on: '2026-12-01', p_task: 'x' }],
      ['desk_lead_add_entry', { p_id: id, p_expected_version: 1, p_kind: 'note', p_detail: 'x' }],
    ];
    for (const client of [t.anon, c.outsider]) {
      for (const [fn, args] of changes) expect(await errorCode(client, fn, args)).toBe('42501');
      // Even invalid arguments get the same answer: nothing about the rules leaks.
      expect(
        await errorCode(client, 'desk_lead_set_stage', { p_id: id, p_expected_version: 1, p_stage: 'nope' }),
      ).toBe('42501');
    }
    for (const client of [t.anon, c.outsider, c.anna]) {
      const { data, error } = await client.from('desk_follow_up_mails').select('*');
      expect(error?.code ?? (data ?? []).length).toBe(error ? '42501' : 0);
      expect(await errorCode(client, 'desk_follow_up_digest_prepare', {})).toBe('42501');
      expect(await errorCode(client, 'desk_follow_up_mail_claim', { p_limit: 0 })).toBe('42501');
    }
    const lead = (
      await owner<{ stage: string; desk_version: number }>(
        'select stage, desk_version from public.contact_submissions where id = $1::uuid',
        [id],
      )
    )[0];
    expect(lead).toEqual({ stage: 'new', desk_version: 1 });
    // An agent does.
    for (const [fn, args] of changes) {
      const done = await answer(c.anna, fn, { ...args, p_expected_version: await currentVersion(id) });
      expect(done.ok).toBe(true);
    }
  });
});

async function currentVersion(id: string): Promise<number> {
  const [row] = await owner<{ desk_version: number }>(
    'select desk_version from public.contact_submissions where id = $1::uuid',
    [id],
  );
  return Number(row!.desk_version);
}
