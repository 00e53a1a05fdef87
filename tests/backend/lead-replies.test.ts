// @vitest-environment node
/**
 * Replies from the desk (migration 20261130150000_lead_replies.sql): one reply id is one mail, however often
 * it is sent; the reply is an "e-mail sent" entry of the lead's history with its template and who; the sweep
 * delivers it from the sales address with the agent's name; the templates are filled with the lead's name and
 * the flats' pages in the reply's language; only staff may reply.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { REPLY_TEMPLATES } from '../../supabase/functions/_shared/reply-rules.ts';
import {
  fillReplyTemplate,
  type ReplyFacts,
} from '../../supabase/functions/send-contact-email/reply-templates.ts';
import { DEFAULT_SALES_ADDRESS } from '../../supabase/local/functions.ts';
import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

const ANNA = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };

interface ReplyAnswer {
  ok: boolean;
  queued: boolean;
  lead: { version: number; events: { kind: string; template: string | null; detail: string; by: string }[] };
}

async function storeLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const row = validSubmissionRow(overrides);
  expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
  return row.id as string;
}

const replyArgs = (id: string, replyId: string, overrides: Record<string, unknown> = {}) => ({
  p_id: id,
  p_reply_id: replyId,
  p_template: 'expose',
  p_locale: 'de',
  p_subject: 'Exposé zur Wohnung 1.0.1 – Grabbeallee 68',
  p_body:
    'Guten Tag Maria Muster,\n\nhier finden Sie das Exposé: https://grabbeallee68.de/de/projects/grabbeallee-68/apartments/1.0.1',
  ...overrides,
});

async function reply(client: SupabaseClient, args: Record<string, unknown>): Promise<ReplyAnswer> {
  const { data, error } = await client.rpc('desk_lead_reply', args);
  if (error) throw new Error(`desk_lead_reply: ${error.code} ${error.message}`);
  return data as ReplyAnswer;
}

const errorCode = async (client: SupabaseClient, args: Record<string, unknown>) =>
  (await client.rpc('desk_lead_reply', args)).error?.code;

const owner = <R>(sql: string, params: string[] = []) =>
  t.backend.db.query<R>(sql, params, null).then((result) => result.rows);

const replyMails = () =>
  owner<{ from_address: string; to_address: string; reply_to: string; subject: string; text_body: string }>(
    `select from_address, to_address, reply_to, subject, text_body from local_backend.mailbox where kind = 'reply'`,
  );

async function anna() {
  await t.hooks.createUser({ ...ANNA, staff: true, displayName: 'Anna Berger' });
  return signedInClient(t, ANNA);
}

describe('a reply from the desk: queued once, in the history, sent by the sweep', () => {
  it('the same reply id twice (a retry, a double click) is one mail and one history entry', async () => {
    const client = await anna();
    const id = await storeLead({ name: 'Maria Muster', email: 'maria@example.com' });
    const replyId = crypto.randomUUID();

    // A double click: both calls at once; then a retry after a lost answer.
    const [first, second] = await Promise.all([
      reply(client, replyArgs(id, replyId)),
      reply(client, replyArgs(id, replyId)),
    ]);
    const retry = await reply(client, replyArgs(id, replyId, { p_body: 'changed after the first click' }));
    expect([first.queued, second.queued].sort()).toEqual([false, true]);
    expect(retry).toMatchObject({ ok: true, queued: false, lead: { version: 2 } });
    expect(retry.lead.events).toEqual([
      expect.objectContaining({
        kind: 'email_sent',
        template: 'expose',
        detail: 'Exposé zur Wohnung 1.0.1 – Grabbeallee 68',
        by: 'Anna Berger',
      }),
    ]);
    expect(await owner(`select count(*)::int as n from public.desk_reply_mails`)).toEqual([{ n: 1 }]);

    // The sweep sends it once, from the sales address with Anna's name; the next sweep finds nothing.
    expect(await t.backend.replyMails()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await t.backend.replyMails()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    const mails = await replyMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from_address: `"Anna Berger · Grabbeallee 68" <${DEFAULT_SALES_ADDRESS}>`,
      to_address: 'maria@example.com',
      reply_to: DEFAULT_SALES_ADDRESS,
      subject: 'Exposé zur Wohnung 1.0.1 – Grabbeallee 68',
    });
    expect(mails[0]!.text_body).toContain('Guten Tag Maria Muster,');
    expect(mails[0]!.text_body).not.toContain('changed after the first click');
    expect(mails[0]!.text_body).toMatch(/Impressum: http:\/\/localhost:\d+\/de\/impressum$/);
    expect(await owner(`select send_status, attempts from public.desk_reply_mails`)).toEqual([
      { send_status: 'sent', attempts: 1 },
    ]);
  });

  it('a provider outage is retried by a later sweep, and the mail still goes out once', async () => {
    const client = await anna();
    const id = await storeLead();
    await reply(client, replyArgs(id, crypto.randomUUID(), { p_template: 'first_answer', p_locale: 'en' }));
    t.backend.mailProvider.down = true;
    const now = new Date();
    expect(await t.backend.replyMails(now)).toEqual({ claimed: 1, sent: 0, failed: 1 });
    t.backend.mailProvider.down = false;
    // Not due again before its backoff…
    expect(await t.backend.replyMails(now)).toMatchObject({ claimed: 0 });
    // …then sent.
    expect(await t.backend.replyMails(new Date(now.getTime() + 60 * 60_000))).toMatchObject({ sent: 1 });
    expect(await replyMails()).toHaveLength(1);
  });

  it('a reply that fails for good says so in the lead’s history, once', async () => {
    const client = await anna();
    const id = await storeLead();
    await reply(client, replyArgs(id, crypto.randomUUID()));
    t.backend.mailProvider.down = true;
    const start = Date.now();
    // Retried with backoff, then hourly for three days, then given up.
    for (let hour = 0; hour <= 80; hour++) await t.backend.replyMails(new Date(start + hour * 60 * 60_000));
    t.backend.mailProvider.down = false;
    expect(await t.backend.replyMails(new Date(start + 100 * 60 * 60_000))).toMatchObject({ claimed: 0 });
    expect(await replyMails()).toEqual([]);
    const { data } = await client.rpc('desk_leads');
    const events = (data as (ReplyAnswer['lead'] & { id: string })[]).find((lead) => lead.id === id)!.events;
    expect(events.filter((event) => event.kind === 'reply_failed')).toEqual([
      expect.objectContaining({ template: 'expose', detail: 'Exposé zur Wohnung 1.0.1 – Grabbeallee 68' }),
    ]);
    expect(events.map((event) => event.kind)).toEqual(['reply_failed', 'email_sent']);
  });

  it('two replies to one lead are two mails and two entries', async () => {
    const client = await anna();
    const id = await storeLead();
    await reply(client, replyArgs(id, crypto.randomUUID()));
    const second = await reply(
      client,
      replyArgs(id, crypto.randomUUID(), { p_template: 'viewing_invitation', p_subject: 'Einladung' }),
    );
    expect(second.lead.events.map((entry) => entry.template)).toEqual(['viewing_invitation', 'expose']);
    expect(await t.backend.replyMails()).toMatchObject({ sent: 2 });
    expect(await replyMails()).toHaveLength(2);
  });

  it('refuses what cannot be a reply, and a reply id of another lead', async () => {
    const client = await anna();
    const id = await storeLead();
    const other = await storeLead();
    const replyId = crypto.randomUUID();
    expect(await errorCode(client, replyArgs(id, replyId, { p_template: 'brochure' }))).toBe('22023');
    expect(await errorCode(client, replyArgs(id, replyId, { p_locale: 'fr' }))).toBe('22023');
    expect(await errorCode(client, replyArgs(id, replyId, { p_subject: 'Bcc: x@example.com\nHi' }))).toBe(
      '22023',
    );
    expect(await errorCode(client, replyArgs(id, replyId, { p_body: '   ' }))).toBe('22023');
    expect(await errorCode(client, replyArgs(crypto.randomUUID(), replyId))).toBe('P0002');
    await reply(client, replyArgs(id, replyId));
    expect(await errorCode(client, replyArgs(other, replyId))).toBe('23505');
    // A lead marked as spam gets no reply.
    await owner(`update public.contact_submissions set notify_status = 'spam' where id = $1::uuid`, [other]);
    expect(await errorCode(client, replyArgs(other, crypto.randomUUID()))).toBe('22023');
    expect(await owner(`select count(*)::int as n from public.desk_reply_mails`)).toEqual([{ n: 1 }]);
  });

  it('is for staff only: not for visitors, other accounts or the service role, and nobody reads the queue', async () => {
    const client = await anna();
    await t.hooks.createUser({ ...OUTSIDER, staff: false });
    const outsider = await signedInClient(t, OUTSIDER);
    const id = await storeLead();
    expect(await errorCode(outsider, replyArgs(id, crypto.randomUUID()))).toBe('42501');
    expect(await errorCode(t.anon, replyArgs(id, crypto.randomUUID()))).toBe('42501');
    expect(await errorCode(t.service, replyArgs(id, crypto.randomUUID()))).toBe('42501');
    await reply(client, replyArgs(id, crypto.randomUUID()));
    for (const reader of [client, outsider, t.anon]) {
      expect((await reader.from('desk_reply_mails').select('id')).error?.code).toBe('42501');
      expect((await reader.rpc('desk_reply_mail_claim', {})).error?.code).toBe('42501');
    }
    expect(await owner(`select count(*)::int as n from public.desk_reply_mails`)).toEqual([{ n: 1 }]);
  });

  it("a reply's copy goes after 30 days", async () => {
    const client = await anna();
    const id = await storeLead();
    const old = crypto.randomUUID();
    await reply(client, replyArgs(id, old));
    await owner(
      `update public.desk_reply_mails set created_at = now() - interval '31 days', send_status = 'failed'`,
    );
    const fresh = crypto.randomUUID();
    await reply(client, replyArgs(id, fresh));
    expect(await owner(`select id::text from public.desk_reply_mails`)).toEqual([{ id: fresh }]);
  });

  it('an erased lead takes its unsent reply with it', async () => {
    const client = await anna();
    const id = await storeLead({ email: 'gone@example.com' });
    await reply(client, replyArgs(id, crypto.randomUUID()));
    await owner(`select public.contact_erase('gone@example.com')`);
    expect(await owner(`select count(*)::int as n from public.desk_reply_mails`)).toEqual([{ n: 0 }]);
    expect(await t.backend.replyMails()).toMatchObject({ claimed: 0 });
  });
});

describe('the templates, filled', () => {
  const facts = (overrides: Partial<ReplyFacts>): ReplyFacts => ({
    template: 'expose',
    locale: 'en',
    leadName: 'Maria Muster',
    agentName: 'Anna Berger',
    project: { id: 'grabbeallee-68', name: 'Grabbeallee 68', address: 'Grabbeallee 68, 13156 Berlin-Pankow' },
    siteOrigin: 'https://grabbeallee68.de',
    flats: ['1.0.1', '2.1.3'],
    ...overrides,
  });

  it('names the lead and links each flat in the reply language: English unprefixed, German under /de', () => {
    const english = fillReplyTemplate(facts({}));
    expect(english.subject).toBe('Exposés for flats 1.0.1, 2.1.3 – Grabbeallee 68');
    expect(english.body).toContain('Dear Maria Muster,');
    expect(english.body).toContain(
      '- Exposé, flat 1.0.1: https://grabbeallee68.de/projects/grabbeallee-68/apartments/1.0.1',
    );
    expect(english.body).toContain('https://grabbeallee68.de/projects/grabbeallee-68/apartments/2.1.3');
    expect(english.body).toMatch(/Kind regards\nAnna Berger\nSales team · Grabbeallee 68$/);

    const german = fillReplyTemplate(facts({ locale: 'de', flats: ['1.0.1'] }));
    expect(german.subject).toBe('Exposé zur Wohnung 1.0.1 – Grabbeallee 68');
    expect(german.body).toContain('Guten Tag Maria Muster,');
    expect(german.body).toContain(
      '- Exposé Wohnung 1.0.1: https://grabbeallee68.de/de/projects/grabbeallee-68/apartments/1.0.1',
    );
    expect(german.body).not.toContain('https://grabbeallee68.de/projects/');
    expect(german.body).toMatch(/Mit freundlichen Grüßen\nAnna Berger\nVertrieb · Grabbeallee 68$/);
  });

  it('every template in both languages is filled through, with the price list or the flats', () => {
    for (const template of REPLY_TEMPLATES)
      for (const locale of ['en', 'de'] as const)
        for (const flats of [[], ['3.2.1']]) {
          const { subject, body } = fillReplyTemplate(facts({ template, locale, flats }));
          expect(`${subject}\n${body}`, `${template} ${locale} ${flats.length}`).not.toMatch(/[{}]/);
          expect(body).toContain(locale === 'de' ? 'Guten Tag Maria Muster,' : 'Dear Maria Muster,');
          const prefix = locale === 'de' ? '/de' : '';
          expect(body).toContain(
            flats.length
              ? `https://grabbeallee68.de${prefix}/projects/grabbeallee-68/apartments/3.2.1`
              : `https://grabbeallee68.de${prefix}/projects/grabbeallee-68?tab=apartments`,
          );
        }
    expect(fillReplyTemplate(facts({ template: 'viewing_invitation', locale: 'de' })).body).toContain(
      'vor Ort: Grabbeallee 68, 13156 Berlin-Pankow.',
    );
    expect(fillReplyTemplate(facts({ template: 'price_list', flats: [] })).body).toContain(
      'https://grabbeallee68.de/projects/grabbeallee-68?tab=apartments',
    );
  });
});
