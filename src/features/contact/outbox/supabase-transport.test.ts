// @vitest-environment jsdom
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createVisitorBackend } from '@/lib/supabase/visitor-backend';

import type { ContactRow } from './outbox-record';
import { createSupabaseTransport } from './supabase-transport';

const ROW: ContactRow = {
  id: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  name: 'Jana Beispiel',
  email: 'jana@example.com',
  phone: '',
  preferred_rooms: null,
  message: 'Ist die Wohnung 2.3.1 noch frei?',
  gdpr_consent: true,
};

/** The requests the backend would receive, each answered by `answer`. */
function backendAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const received: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push(request.clone());
    return answer(request);
  });
  const transport = createSupabaseTransport(() =>
    Promise.resolve(createVisitorBackend({ PostgrestClient, FunctionsClient })),
  );
  return { transport, received };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the outbox transport with the visitor clients', () => {
  it('inserts the row into its table, ignoring a duplicate id, with the anon key and no read-back', async () => {
    const { transport, received } = backendAnswering(() => new Response(null, { status: 201 }));
    expect(await transport.insertRow({ row: ROW })).toEqual({ ok: true });

    const [request] = received;
    const url = new URL(request!.url);
    expect(request!.method).toBe('POST');
    expect(url.pathname).toBe('/supabase/rest/v1/contact_submissions');
    expect(url.searchParams.get('on_conflict')).toBe('id');
    expect(request!.headers.get('prefer')).toContain('resolution=ignore-duplicates');
    expect(request!.headers.get('prefer')).not.toContain('return=representation');
    expect(request!.headers.get('apikey')).toBeTruthy();
    expect(request!.headers.get('authorization')).toBe(`Bearer ${request!.headers.get('apikey')}`);
    expect(await request!.json()).toEqual(ROW);
  });

  it('sends an alert sign-up to its own table', async () => {
    const { transport, received } = backendAnswering(() => new Response(null, { status: 201 }));
    const alert = { kind: 'alert', row: { id: ROW.id } } as Parameters<typeof transport.insertRow>[0];
    await transport.insertRow(alert);
    expect(new URL(received[0]!.url).pathname).toBe('/supabase/rest/v1/alert_subscriptions');
  });

  it('reports a refusal with its status and code, and no answer at all as status 0', async () => {
    const refused = backendAnswering(() =>
      Response.json(
        { code: '42501', message: 'permission denied', details: null, hint: null },
        { status: 401 },
      ),
    );
    expect(await refused.transport.insertRow({ row: ROW })).toEqual({
      ok: false,
      status: 401,
      message: 'permission denied',
      code: '42501',
    });

    const offline = backendAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.transport.insertRow({ row: ROW })).toMatchObject({ ok: false, status: 0 });
  });

  it('asks the mail function for the stored row by its id alone, and reports its answer', async () => {
    const { transport, received } = backendAnswering((request) =>
      new URL(request.url).pathname.endsWith('/send-contact-email') && received.length === 1
        ? Response.json({ sent: true })
        : new Response('mail provider down', { status: 503 }),
    );
    expect(await transport.sendNotification(ROW.id)).toEqual({ ok: true });
    const [request] = received;
    expect(new URL(request!.url).pathname).toBe('/supabase/functions/v1/send-contact-email');
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({ id: ROW.id });

    expect(await transport.sendNotification(ROW.id)).toEqual({
      ok: false,
      status: 503,
      message: 'mail provider down',
    });
  });
});
