// @vitest-environment node
/** The local mailbox page: what a person trying `npm start` sees of the mails the backend sent. */
import { describe, expect, it } from 'vitest';

import { answerMailViewer, isLoopback, linksIn } from '../../supabase/local/mail-viewer.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

async function storeMail(subject: string, text: string) {
  await t.backend.db.query(
    `insert into local_backend.mailbox (idempotency_key, to_address, subject, text_body, kind)
     values ($1, 'buyer@example.com', $2, $3, 'alert')`,
    [crypto.randomUUID(), subject, text],
    null,
  );
}

describe('the local mailbox page', () => {
  it('lists a contact mail the backend sent, newest first, as a page and as JSON', async () => {
    const row = validSubmissionRow({ name: 'Jana Schulz', message: 'Ist 2.3.1 noch frei?' });
    expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
    await t.anon.functions.invoke('send-contact-email', { body: { id: row.id } });
    await storeMail('Confirm your alert', 'Confirm it here: https://example.com/confirm?token=a1&lang=de.');

    const page = await fetch(`${t.url}/mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<title>Local mailbox (2 mails)</title>');
    expect(html).toContain('Jana Schulz');
    expect(html.indexOf('Confirm your alert')).toBeLessThan(html.indexOf('Jana Schulz'));
    expect(html).toContain(
      '<a href="https://example.com/confirm?token=a1&#38;lang=de">https://example.com/confirm?token=a1&#38;lang=de</a>.',
    );

    const data = (await (await fetch(`${t.url}/mail?format=json`)).json()) as {
      subject: string;
      to: string;
      links: string[];
      kind: string;
    }[];
    expect(data.map((mail) => mail.kind)).toEqual(['alert', 'contact']);
    expect(data[0]).toMatchObject({
      to: 'buyer@example.com',
      links: ['https://example.com/confirm?token=a1&lang=de'],
    });
    expect(data[1]!.subject).toContain('Jana Schulz');
  });

  it('shows a mail as text: markup in it is escaped, not run', async () => {
    await storeMail('<img src=x onerror=alert(1)>', 'Hello <script>alert(1)</script> "you"');
    const html = await (await fetch(`${t.url}/mail`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62; &#34;you&#34;');
  });

  it("shows a mail's attachment, its text escaped, and offers it for download", async () => {
    const invite = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:<b>Viewing</b>\r\nEND:VCALENDAR\r\n';
    const attachments = [
      {
        filename: 'invite.ics',
        content: Buffer.from(invite).toString('base64'),
        content_type: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ];
    const { rows } = await t.backend.db.query<{ id: number }>(
      `insert into local_backend.mailbox (idempotency_key, to_address, subject, text_body, kind, attachments)
       values ('viewing-mail/1', 'buyer@example.com', 'Your viewing', 'See you', 'viewing', $1::jsonb) returning id`,
      [JSON.stringify(attachments)],
      null,
    );
    const html = await (await fetch(`${t.url}/mail`)).text();
    expect(html).toContain('Attachment: invite.ics (text/calendar; charset=utf-8; method=REQUEST, 72 bytes)');
    expect(html).toContain(`<a class="file" href="?attachment=${rows[0]!.id}.0" download="invite.ics">`);
    expect(html).toContain('SUMMARY:&#60;b&#62;Viewing&#60;/b&#62;');
    const file = await fetch(`${t.url}/mail?attachment=${rows[0]!.id}.0`);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"');
    expect(await file.text()).toBe(invite);
    expect((await fetch(`${t.url}/mail?attachment=${rows[0]!.id}.1`)).status).toBe(404);
    const [listed] = (await (await fetch(`${t.url}/mail?format=json`)).json()) as {
      attachments: { filename: string }[];
    }[];
    expect(listed!.attachments.map((attachment) => attachment.filename)).toEqual(['invite.ics']);
  });

  it('says so when there is no mail yet', async () => {
    const html = await (await fetch(`${t.url}/mail`)).text();
    expect(html).toContain('No mail yet');
    expect(await (await fetch(`${t.url}/mail?format=json`)).json()).toEqual([]);
  });

  it('refuses a client on another machine (the site served to the local network) and other methods', async () => {
    const fromLan = new Request('http://backend/mail', { headers: { 'cf-connecting-ip': '192.168.1.20' } });
    const refused = await answerMailViewer(fromLan, t.backend.db);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('only on the machine');
    // A client's own claim to be local is replaced by the address the backend saw (gateway.ts).
    expect((await fetch(`${t.url}/mail`, { headers: { 'cf-connecting-ip': '203.0.113.9' } })).status).toBe(
      200,
    );
    expect((await fetch(`${t.url}/mail`, { method: 'POST' })).status).toBe(405);
  });
});

describe('mail viewer helpers', () => {
  it('finds each http(s) link once, without the punctuation after it', () => {
    expect(
      linksIn('See https://a.example/x, then http://b.example/y! And https://a.example/x again.'),
    ).toEqual(['https://a.example/x', 'http://b.example/y']);
    expect(linksIn('mailto:sales@example.com and ftp://no.example')).toEqual([]);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.3.2.1', '::1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['192.168.1.20', '::ffff:10.0.0.1', '', null, '127.0.0.1.evil'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
