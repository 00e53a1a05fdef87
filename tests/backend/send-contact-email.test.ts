// @vitest-environment node
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CONTACT_MESSAGES } from '../../supabase/functions/_shared/contact-rules.ts';
import {
  createSendContactEmailHandler,
  type ContactEmail,
  type SendEmail,
} from '../../supabase/functions/send-contact-email/handler.ts';
import { createResendSendEmail } from '../../supabase/functions/send-contact-email/resend-email.ts';
import { useTestBackend } from './helpers/test-backend.ts';

const body = {
  id: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
  name: "Jürgen O'Brien-Müller",
  email: 'juergen@example.com',
  phone: '+49 (30) 123-4567',
  preferredRooms: '3-room',
  message: 'Bitte senden Sie mir das Exposé für 1.2.3.',
};

function post(
  payload: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Request {
  return new Request('http://functions.test/send-contact-email', {
    method: 'POST',
    headers,
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('send-contact-email handler', () => {
  const sent: ContactEmail[] = [];
  const sendEmail: SendEmail = async (email) => void sent.push(email);
  const handler = createSendContactEmailHandler({
    sendEmail,
    salesAddress: 'sales@example.com',
    now: () => new Date('2026-03-01T10:00:00Z'),
  });

  beforeEach(() => {
    sent.length = 0;
  });

  it('answers the CORS preflight', async () => {
    const response = await handler(
      new Request('http://functions.test/send-contact-email', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://grabbeallee-68.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
  });

  it('sends one email with the rooms and name in the subject and every field in the body', async () => {
    const response = await handler(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(sent).toHaveLength(1);
    const [email] = sent as [ContactEmail];
    expect(email).toMatchObject({
      to: 'sales@example.com',
      replyTo: 'juergen@example.com',
      subject: "Contact request (3 Rooms) from Jürgen O'Brien-Müller",
      idempotencyKey: body.id,
    });
    for (const value of [
      body.name,
      body.email,
      body.phone,
      '3 Rooms',
      body.message,
      body.id,
      '2026-03-01T10:00:00.000Z',
    ]) {
      expect(email.text).toContain(value);
    }
  });

  it('sends without id and message too', async () => {
    const { id: _id, message: _message, ...minimal } = body;
    expect((await handler(post(minimal))).status).toBe(200);
    expect(sent[0]).toMatchObject({ idempotencyKey: null });
    expect(sent[0]?.text).toContain('(no message)');
  });

  it.each([
    [{ ...body, name: '' }, 'name.required', 'name'],
    [{ ...body, name: 'R2D2' }, 'name.invalidCharacters', 'name'],
    [{ ...body, email: 'nope' }, 'email.invalid', 'email'],
    [{ ...body, phone: '1'.repeat(21) }, 'phone.tooLong', 'phone'],
    [{ ...body, preferredRooms: '' }, 'preferredRooms.required', 'preferredRooms'],
    [{ ...body, message: 'x'.repeat(2001) }, 'message.tooLong', 'message'],
    [{ ...body, id: 'x' }, 'id.invalid', 'id'],
  ] as const)('answers 400 with the first issue: %#', async (payload, code, field) => {
    const response = await handler(post(payload));
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: CONTACT_MESSAGES[code], code, field });
    expect(sent).toHaveLength(0);
  });

  it('answers 400 for invalid JSON, 415 for other content types, 405 for other methods', async () => {
    const invalid = await handler(post('{"name":'));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'invalid_json' });
    const text = await handler(post('name=x', { 'Content-Type': 'application/x-www-form-urlencoded' }));
    expect(text.status).toBe(415);
    const get = await handler(new Request('http://functions.test/send-contact-email'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 413 for an oversized body', async () => {
    const response = await handler(post({ ...body, message: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
  });

  it('answers 502 when the email API fails', async () => {
    const logError = vi.fn();
    const failing = createSendContactEmailHandler({
      sendEmail: () => Promise.reject(new Error('provider down')),
      salesAddress: 'sales@example.com',
      allowedOrigin: 'https://grabbeallee-68.example',
      logError,
    });
    const response = await failing(post(body));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://grabbeallee-68.example');
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('Resend email sender', () => {
  it('posts the email with the API key and an idempotency key', async () => {
    const fetchMock = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('{"id":"x"}', { status: 200 }),
    );
    const send = createResendSendEmail({
      apiKey: 're_test',
      from: 'Website <web@example.com>',
      fetch: fetchMock as typeof fetch,
    });
    await send({
      to: 'sales@example.com',
      replyTo: 'a@b.de',
      subject: 'S',
      text: 'T',
      idempotencyKey: 'abc',
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.resend.com/emails');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer re_test',
      'Idempotency-Key': 'contact-submission/abc',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      from: 'Website <web@example.com>',
      to: ['sales@example.com'],
      reply_to: 'a@b.de',
      subject: 'S',
      text: 'T',
    });
  });

  it('throws when the API answers an error', async () => {
    const send = createResendSendEmail({
      apiKey: 'k',
      from: 'f@example.com',
      fetch: (async () => new Response('{"message":"invalid from"}', { status: 422 })) as typeof fetch,
    });
    await expect(
      send({ to: 't', replyTo: 'r', subject: 's', text: 't', idempotencyKey: null }),
    ).rejects.toThrow(/422/);
  });
});

describe('send-contact-email on the local backend', () => {
  const t = useTestBackend();

  it('puts one mail in the mailbox for a good body (supabase-js functions.invoke)', async () => {
    const { data, error } = await t.anon.functions.invoke('send-contact-email', { body });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const mails = await t.mailbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: "Contact request (3 Rooms) from Jürgen O'Brien-Müller",
      replyTo: body.email,
      idempotencyKey: body.id,
    });
  });

  it('does not mail twice for a retried call with the same id', async () => {
    await t.anon.functions.invoke('send-contact-email', { body });
    await t.anon.functions.invoke('send-contact-email', { body });
    expect(await t.mailbox()).toHaveLength(1);
  });

  it('answers 400 with the spec message for a bad body, and mails nothing', async () => {
    const { data, error } = await t.anon.functions.invoke('send-contact-email', {
      body: { ...body, phone: 'call me' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid phone number format',
      code: 'phone.invalid',
      field: 'phone',
    });
    expect(await t.mailbox()).toHaveLength(0);
  });

  it('answers the browser preflight and sets CORS on the answer', async () => {
    const preflight = await fetch(`${t.url}/functions/v1/send-contact-email`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const response = await t.request('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('requires an API key, like the hosted gateway (verify_jwt)', async () => {
    const response = await t.request('/functions/v1/send-contact-email', {
      key: null,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(401);
    expect(await t.mailbox()).toHaveLength(0);
  });

  it('answers 404 for an unknown function', async () => {
    expect((await t.request('/functions/v1/nope', { method: 'POST' })).status).toBe(404);
  });
});
