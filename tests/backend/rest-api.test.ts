// @vitest-environment node
/**
 * The local backend's /rest/v1 through real supabase-js calls and raw fetch, with the anon key:
 * what the app does works, everything else is refused by the database's grants and RLS policies.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { UNIT_CODES } from '../../supabase/local/unit-codes.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

const json = { 'Content-Type': 'application/json' };

describe('apartments (spec §7 call 1)', () => {
  it('returns the seeded rows for the project, ordered by unit number', async () => {
    const { data, error, status } = await t.anon
      .from('apartments')
      .select('*')
      .eq('project_id', 'grabbeallee-68')
      .order('unit_number', { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const rows = data as Array<{ unit_number: number; we_nr: string; status: string; project_id: string }>;
    expect(rows).toHaveLength(15);
    const numbers = rows.map((row) => row.unit_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const codes = new Set(UNIT_CODES.map((unit) => unit.weNr));
    for (const row of rows) {
      expect(codes.has(row.we_nr)).toBe(true);
      expect(row).toHaveProperty('updated_at');
    }
    expect(rows.find((row) => row.we_nr === '1.5.4')?.status).toBe('Vormerkung');
  });

  it('answers PostgREST-shaped errors for unknown tables and columns', async () => {
    const table = await t.anon.from('no_such_table').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: '42P01' });
    const column = await t.anon.from('apartments').select('*').eq('nope', 1);
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703' });
  });

  it.each([
    [
      'insert',
      () =>
        t.anon
          .from('apartments')
          .insert({ project_id: 'grabbeallee-68', unit_number: 2, we_nr: '1.0.2', status: 'Sold' }),
    ],
    ['update', () => t.anon.from('apartments').update({ status: 'Available' }).eq('we_nr', '1.0.1')],
    ['delete', () => t.anon.from('apartments').delete().eq('we_nr', '1.0.1')],
    [
      'upsert',
      () =>
        t.anon
          .from('apartments')
          .upsert(
            { project_id: 'grabbeallee-68', unit_number: 1, we_nr: '1.0.1', status: 'Available' },
            { onConflict: 'project_id,we_nr' },
          ),
    ],
  ])('refuses anon %s on apartments (42501)', async (_name, run) => {
    const { error, status } = await run();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
    const { data } = await t.service.from('apartments').select('status').eq('we_nr', '1.0.1');
    expect(data).toEqual([{ status: 'Sold' }]);
  });

  it('lets the service role write apartments', async () => {
    const updated = await t.service
      .from('apartments')
      .update({ status: 'Reserved' })
      .eq('we_nr', '1.0.2')
      .select();
    expect(updated.data).toEqual([]); // no row yet: 1.0.2 is Available
    const inserted = await t.service
      .from('apartments')
      .insert({ project_id: 'grabbeallee-68', unit_number: 2, we_nr: '1.0.2', status: 'Reserved' })
      .select('we_nr, status');
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([{ we_nr: '1.0.2', status: 'Reserved' }]);
    const removed = await t.service.from('apartments').delete().eq('we_nr', '1.0.2');
    expect(removed.status).toBe(204);
  });
});

describe('contact_submissions (spec §7 call 2)', () => {
  it('accepts the app’s idempotent insert: the same id twice gives one row', async () => {
    const row = validSubmissionRow();
    for (let i = 0; i < 2; i++) {
      const { error, status } = await t.anon
        .from('contact_submissions')
        .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const stored = await t.hooks.rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...row, created_at: expect.any(String) });
  });

  it('accepts a plain insert, and gives 409 (23505) for the same id without ignore-duplicates', async () => {
    const row = validSubmissionRow({ message: '' });
    expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
    const again = await t.anon.from('contact_submissions').insert(row);
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505' });
  });

  it('refuses a bulk insert as a whole: one row per request', async () => {
    const response = await t.request('/rest/v1/contact_submissions?on_conflict=id', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=minimal, resolution=ignore-duplicates' },
      body: JSON.stringify([validSubmissionRow(), validSubmissionRow({ email: 'other@example.com' })]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bulk_insert' });
    expect(await t.hooks.rows()).toHaveLength(0);
  });

  it('answers 429 with Retry-After after 5 messages from one address in 10 minutes; a retried id still passes', async () => {
    const rows = Array.from({ length: 5 }, () => validSubmissionRow());
    for (const row of rows) {
      expect(
        (await t.anon.from('contact_submissions').upsert(row, { onConflict: 'id', ignoreDuplicates: true }))
          .status,
      ).toBe(201);
    }
    const sixth = await t.request('/rest/v1/contact_submissions?on_conflict=id', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=minimal, resolution=ignore-duplicates' },
      body: JSON.stringify(validSubmissionRow()),
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await sixth.json()).toMatchObject({ code: 'rate_limited' });
    // The outbox retrying a stored message is not a new message.
    expect(
      (
        await t.anon
          .from('contact_submissions')
          .upsert(rows[0] ?? {}, { onConflict: 'id', ignoreDuplicates: true })
      ).status,
    ).toBe(201);
    expect(await t.hooks.rows()).toHaveLength(5);
  });

  it('limits per client IP across addresses too', async () => {
    await t.hooks.setLimit({ scope: 'insert_per_ip', maxCount: 2 });
    for (const email of ['a@example.com', 'b@example.com']) {
      expect((await t.anon.from('contact_submissions').insert(validSubmissionRow({ email }))).status).toBe(
        201,
      );
    }
    const third = await t.anon
      .from('contact_submissions')
      .insert(validSubmissionRow({ email: 'c@example.com' }));
    expect(third.status).toBe(429);
    expect((await t.hooks.rows()).map((row) => row.client_ip)).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('stores a filled honeypot as spam (never mailed)', async () => {
    const row = validSubmissionRow({ honeypot: 'https://spam.example' });
    expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
    expect((await t.hooks.rows())[0]).toMatchObject({ id: row.id, notify_status: 'spam' });
  });

  it.each([
    ['a form sent within 3 s', { fill_ms: 900 }],
    ['no fill time (an outbox record of an older build)', { fill_ms: undefined }],
  ])('no longer judges the reported fill time: %s is a lead, unverified', async (_label, change) => {
    const row = validSubmissionRow(change);
    expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
    expect((await t.hooks.rows())[0]).toMatchObject({
      id: row.id,
      notify_status: 'pending',
      challenge_status: 'missing',
    });
  });

  it('refuses return=representation for anon: it may not read rows back', async () => {
    const { error, status } = await t.anon.from('contact_submissions').insert(validSubmissionRow()).select();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
    expect(await t.hooks.rows()).toHaveLength(0); // the transaction was rolled back
  });

  it('does not let anon choose created_at', async () => {
    const { error } = await t.anon
      .from('contact_submissions')
      .insert(validSubmissionRow({ created_at: '2000-01-01T00:00:00Z' }));
    expect(error).toMatchObject({ code: '42501' });
  });

  describe('anon cannot read, change or delete submissions', () => {
    let id: string;
    beforeEach(async () => {
      const row = validSubmissionRow();
      id = row.id as string;
      expect((await t.anon.from('contact_submissions').insert(row)).error).toBeNull();
    });

    it('select * (supabase-js): permission denied', async () => {
      const { data, error, status } = await t.anon.from('contact_submissions').select('*');
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: '42501' });
      expect(data).toBeNull();
    });

    it('select of the id column, filtered by a known id: no rows', async () => {
      const { data, error } = await t.anon.from('contact_submissions').select('id').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it('raw GET with count=exact: permission denied', async () => {
      const response = await t.request('/rest/v1/contact_submissions?select=*', {
        headers: { Prefer: 'count=exact' },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: '42501',
        message: expect.stringContaining('permission denied'),
      });
    });

    it('update (supabase-js and raw PATCH): permission denied', async () => {
      const viaClient = await t.anon.from('contact_submissions').update({ message: 'changed' }).eq('id', id);
      expect(viaClient.status).toBe(401);
      expect(viaClient.error).toMatchObject({ code: '42501' });
      const raw = await t.request(`/rest/v1/contact_submissions?id=eq.${id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ message: 'changed' }),
      });
      expect(raw.status).toBe(401);
    });

    it('upsert that would overwrite (merge-duplicates): permission denied', async () => {
      const { error } = await t.anon
        .from('contact_submissions')
        .upsert(validSubmissionRow({ id, message: 'changed' }), { onConflict: 'id' });
      expect(error).toMatchObject({ code: '42501' });
    });

    it('delete (supabase-js and raw DELETE): permission denied', async () => {
      const viaClient = await t.anon.from('contact_submissions').delete().eq('id', id);
      expect(viaClient.status).toBe(401);
      expect(viaClient.error).toMatchObject({ code: '42501' });
      const raw = await t.request(`/rest/v1/contact_submissions?id=eq.${id}`, { method: 'DELETE' });
      expect(raw.status).toBe(401);
    });

    it('leaves the stored row untouched', async () => {
      await t.anon.from('contact_submissions').update({ message: 'changed' }).eq('id', id);
      await t.anon.from('contact_submissions').delete().eq('id', id);
      const stored = await t.hooks.rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id, message: 'Bitte senden Sie mir das Exposé.' });
    });
  });

  describe('the database refuses what the form refuses (direct REST inserts)', () => {
    it.each([
      ['a 2,001-character message', { message: 'x'.repeat(2001) }, 'contact_submissions_message_length'],
      ['no consent', { gdpr_consent: false }, 'contact_submissions_gdpr_consent_given'],
      ['a 101-character name', { name: 'a'.repeat(101) }, 'contact_submissions_name_length'],
      ['digits in the name', { name: 'R2D2' }, 'contact_submissions_name_pattern'],
      ['a malformed email', { email: 'nobody' }, 'contact_submissions_email_pattern'],
      ['letters in the phone', { phone: '030 call me' }, 'contact_submissions_phone_format'],
      ['a phone of five digits', { phone: '030 12' }, 'contact_submissions_phone_min_digits'],
      ['a phone without a digit', { phone: '+ ()' }, 'contact_submissions_phone_digit'],
      ['a name of Unicode spaces only', { name: '\u00a0\u3000' }, 'contact_submissions_name_not_blank'],
      ['an unknown room type', { preferred_rooms: 'penthouse' }, 'contact_submissions_preferred_rooms_valid'],
      ['no room type', { preferred_rooms: null }, 'contact_submissions_preferred_rooms_required'],
    ])('%s: 400 with code 23514', async (_label, change, constraint) => {
      const response = await t.request('/rest/v1/contact_submissions', {
        method: 'POST',
        headers: { ...json, Prefer: 'return=minimal' },
        body: JSON.stringify(validSubmissionRow(change)),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        code: '23514',
        message: expect.stringContaining(constraint),
        details: null,
        hint: null,
      });
      expect(await t.hooks.rows()).toHaveLength(0);
    });

    it('missing consent (null) is refused too (23502)', async () => {
      const { error, status } = await t.anon
        .from('contact_submissions')
        .insert(validSubmissionRow({ gdpr_consent: null }));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23502' });
    });

    it('a value of the wrong type is refused (22P02)', async () => {
      const { error, status } = await t.anon
        .from('contact_submissions')
        .insert(validSubmissionRow({ id: 'not-a-uuid' }));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22P02' });
    });

    it('invalid JSON is refused (PGRST102)', async () => {
      const response = await t.request('/rest/v1/contact_submissions', {
        method: 'POST',
        headers: json,
        body: '{"name":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    });
  });
});

describe('API keys', () => {
  it('answers 401 without an API key', async () => {
    const response = await t.request('/rest/v1/apartments?select=*', { key: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('answers 401 for an unknown key', async () => {
    const forged = LOCAL_SERVICE_ROLE_KEY.slice(0, -4) + 'AAAA';
    const response = await t.request('/rest/v1/contact_submissions?select=*', { key: forged });
    expect(response.status).toBe(401);
    const byBearer = await t.request('/rest/v1/apartments?select=*', {
      headers: { Authorization: 'Bearer nonsense' },
    });
    expect(byBearer.status).toBe(401);
  });

  it('runs the service key as service_role, which reads submissions', async () => {
    await t.anon.from('contact_submissions').insert(validSubmissionRow());
    const { data, error } = await t.service.from('contact_submissions').select('id, name');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('answers the preflight supabase-js causes, from any localhost origin', async () => {
    const requested =
      'apikey, authorization, x-client-info, content-type, prefer, content-profile, x-retry-count';
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'https://localhost:8443']) {
      const response = await fetch(`${t.url}/rest/v1/contact_submissions?on_conflict=id`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': requested,
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe(requested);
    }
  });

  it('exposes Content-Range on actual responses and refuses foreign origins', async () => {
    const local = await t.request('/rest/v1/apartments?select=we_nr', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const foreign = await t.request('/rest/v1/apartments?select=we_nr', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
