/**
 * The local mailbox as a page, as the Supabase CLI ships a mail viewer for local development: every mail
 * the local backend sent (contact mails, alerts to sales, buyers' alert mails, the desk's replies to leads, viewing
 * mails), newest first, with its links clickable and its attachments shown and offered for download
 * (`?attachment=<mail id>.<index>`, e.g. a viewing's .ics invitation), at `/supabase/mail` through the site
 * (`?format=json` for scripts). The mails carry visitors' personal data,
 * so only a client on this machine gets them, also when the site is served to the local network.
 */
import type { Db } from './db.ts';

export const MAIL_VIEWER_PATH = '/mail';

export interface ViewedMail {
  id: number;
  kind: string;
  /** The sender when the mail named its own (a desk reply), else null: the function's usual sender. */
  from: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The http(s) addresses in the text, in order, each once. */
  links: string[];
  /** Headers besides the usual ones (a buyer alert's List-Unsubscribe), or none. */
  headers: Record<string, string>;
  /** The files sent with the mail, as the provider took them (content base64). */
  attachments: MailboxAttachment[];
  createdAt: string;
}

export interface MailboxAttachment {
  filename: string;
  content: string;
  content_type?: string;
}

/** An attachment's bytes as text (the viewer shows text files, such as an invitation, in full). */
const attachmentText = (attachment: MailboxAttachment) =>
  new TextDecoder().decode(Buffer.from(attachment.content, 'base64'));

const LINK = /\bhttps?:\/\/[^\s<>"')\]]+/g;

/** A matched address without the sentence's closing punctuation after it. */
const trimLink = (raw: string) => raw.replace(/[.,;:!?]+$/, '');

/** The http(s) addresses of a text, each once, without a sentence's closing punctuation. */
export function linksIn(text: string): string[] {
  const links = [...text.matchAll(LINK)].map(([link]) => trimLink(link));
  return [...new Set(links)];
}

export async function listMails(db: Db): Promise<ViewedMail[]> {
  const { rows } = await db.query<{
    id: number;
    kind: string;
    from_address: string | null;
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    headers: Record<string, string> | null;
    attachments: MailboxAttachment[] | null;
    created_at: string | Date;
  }>(
    `select id, kind, from_address, to_address, reply_to, subject, text_body, headers, attachments, created_at
       from local_backend.mailbox order by id desc`,
    [],
    null,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    from: row.from_address,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    links: linksIn(row.text_body),
    headers: row.headers ?? {},
    attachments: row.attachments ?? [],
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Loopback addresses: this machine, as the gateway reports the client (gateway.ts). */
export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The text with its links as anchors, everything else escaped. */
function textWithLinks(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const link = trimLink(match[0]);
    html +=
      escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    last = match.index + link.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1f2a2a;background:#faf8f4}
h1{font-size:1.5rem;margin:.5rem 0}article{background:#fff;border:1px solid #d9d4c7;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.15rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 .75rem}
dt{color:#5b6464}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}
a{color:#1d4d4d}.json,.file{display:inline-block;min-height:44px;line-height:44px}
details{margin:.75rem 0 0;border-top:1px solid #d9d4c7;padding-top:.5rem}summary{min-height:44px;box-sizing:border-box;padding:10px 0;cursor:pointer}
details pre{font:13px/1.4 ui-monospace,monospace;background:#f3f0e8;padding:.5rem;border-radius:4px}`;

/** Each attachment: its name, type and size, a download link, and its text to read. */
function attachmentsHtml(mail: ViewedMail): string {
  return mail.attachments
    .map((attachment, index) => {
      const type = attachment.content_type ?? 'application/octet-stream';
      const text = attachmentText(attachment);
      const href = `?attachment=${mail.id}.${index}`;
      return `<details><summary>Attachment: ${escapeHtml(attachment.filename)} (${escapeHtml(type)}, ${Buffer.byteLength(text)} bytes)</summary>
<a class="file" href="${href}" download="${escapeHtml(attachment.filename)}">Download ${escapeHtml(attachment.filename)}</a><pre>${escapeHtml(text)}</pre></details>`;
    })
    .join('\n');
}

export function mailViewerHtml(mails: ViewedMail[]): string {
  const articles = mails
    .map(
      (
        mail,
      ) => `<article aria-labelledby="mail-${mail.id}"><h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2><dl>
${mail.from ? `<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>` : ''}<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>${mail.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>${Object.entries(mail.headers)
        .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join(
          '',
        )}<dt>Sent</dt><dd><time datetime="${mail.createdAt}">${mail.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></dd></dl>
<pre>${textWithLinks(mail.text)}</pre>${attachmentsHtml(mail)}</article>`,
    )
    .join('\n');
  const count = mails.length === 1 ? '1 mail' : `${mails.length} mails`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Local mailbox (${count})</title><style>${STYLE}</style></head><body><main>
<h1>Local mailbox</h1><p>${count} the local backend sent, newest first. Only on this machine; a hosted build sends real mail. <a class="json" href="?format=json">As JSON</a></p>
${mails.length ? articles : '<p>No mail yet: a message sent from the site shows here.</p>'}
</main></body></html>`;
}

/** Strict, as the page is plain HTML with one style element: nothing runs, nothing is framed or kept. */
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** GET /mail: the page, or `?format=json`; 403 to a client not on this machine. */
export async function answerMailViewer(request: Request, db: Db): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (!isLoopback(request.headers.get('cf-connecting-ip'))) {
    return new Response('The local mailbox is shown only on the machine that runs the backend.\n', {
      status: 403,
      headers: { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const mails = await listMails(db);
  const params = new URL(request.url).searchParams;
  const wanted = /^(\d+)\.(\d+)$/.exec(params.get('attachment') ?? '');
  if (wanted) return answerAttachment(mails, Number(wanted[1]), Number(wanted[2]));
  if (params.get('format') === 'json') {
    return new Response(JSON.stringify(mails), {
      headers: { ...PAGE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
    });
  }
  return new Response(mailViewerHtml(mails), {
    headers: { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** One attachment as a file to save (404 when the mail or the attachment is not there). */
function answerAttachment(mails: ViewedMail[], mailId: number, index: number): Response {
  const attachment = mails.find((mail) => mail.id === mailId)?.attachments[index];
  if (!attachment) return new Response('No such attachment.\n', { status: 404, headers: PAGE_HEADERS });
  const safeName = attachment.filename.replace(/[^\w.-]+/g, '_');
  return new Response(Buffer.from(attachment.content, 'base64'), {
    headers: {
      ...PAGE_HEADERS,
      'Content-Type': attachment.content_type ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${safeName}"`,
    },
  });
}
