// @vitest-environment node
/**
 * The SQL CHECK constraints of contact_submissions must follow supabase/functions/_shared/contact-rules.ts:
 * the same limits and room values (fails if either side drifts), and never refuse a name the form accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_PATTERN,
  PHONE_MAX,
  PREFERRED_ROOM_VALUES,
  validateContactSubmission,
} from '../../supabase/functions/_shared/contact-rules.ts';
import type { Db } from '../../supabase/local/db.ts';
import { openDatabase } from '../../supabase/local/open-database.ts';
import { DEFAULT_CACHE_DIR } from '../../supabase/local/paths.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await openDatabase({ dataDir: ':memory:', cacheDir: DEFAULT_CACHE_DIR }));
});
afterAll(async () => {
  await db?.close();
});

const base = {
  name: 'Zoë',
  email: 'zoe@example.com',
  phone: '123',
  preferred_rooms: '2-room' as string | null,
  message: '',
  gdpr_consent: true,
};

/** Inserts as anon inside a transaction that is always rolled back; resolves to the SQLSTATE or 'ok'. */
async function insertAsAnon(row: Partial<typeof base>): Promise<string> {
  const values = { ...base, ...row };
  try {
    await db.transaction('anon', async (query) => {
      await query(
        `insert into public.contact_submissions (id, name, email, phone, preferred_rooms, message, gdpr_consent)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, cast($6 as boolean))`,
        [
          values.name,
          values.email,
          values.phone,
          values.preferred_rooms,
          values.message,
          String(values.gdpr_consent),
        ],
      );
      throw new Error('rollback');
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code ?? 'ok';
  }
  return 'ok';
}

async function constraintDefinition(name: string): Promise<string> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1`,
    [name],
    null,
  );
  return rows[0]?.definition ?? '';
}

describe('contact_submissions CHECK constraints follow contact-rules.ts', () => {
  it.each([
    ['name', NAME_MAX, (n: number) => 'a'.repeat(n)],
    ['email', EMAIL_MAX, (n: number) => `${'a'.repeat(n - 12)}@example.com`],
    ['phone', PHONE_MAX, (n: number) => '1'.repeat(n)],
    ['message', MESSAGE_MAX, (n: number) => 'x'.repeat(n)],
  ] as const)('%s: accepts %i characters and refuses one more', async (field, max, make) => {
    expect(await insertAsAnon({ [field]: make(max) })).toBe('ok');
    expect(await insertAsAnon({ [field]: make(max + 1) })).toBe('23514');
  });

  it('allows exactly the preferred-room values of the form, or NULL', async () => {
    const definition = await constraintDefinition('contact_submissions_preferred_rooms_valid');
    const values = [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
    expect(values).toEqual([...PREFERRED_ROOM_VALUES]);
    for (const value of PREFERRED_ROOM_VALUES)
      expect(await insertAsAnon({ preferred_rooms: value })).toBe('ok');
    expect(await insertAsAnon({ preferred_rooms: null })).toBe('ok');
    expect(await insertAsAnon({ preferred_rooms: '5-room' })).toBe('23514');
    expect(await insertAsAnon({ preferred_rooms: '' })).toBe('23514');
  });

  it('requires consent', async () => {
    expect(await insertAsAnon({ gdpr_consent: false })).toBe('23514');
  });

  it('refuses what the form refuses in email and phone format', async () => {
    expect(await insertAsAnon({ email: 'no-at-sign' })).toBe('23514');
    expect(await insertAsAnon({ phone: '030 CALL ME' })).toBe('23514');
    expect(await insertAsAnon({ phone: '' })).toBe('23514');
    expect(await insertAsAnon({ name: '' })).toBe('23514');
    expect(await insertAsAnon({ name: '   ' })).toBe('23514');
  });

  it.each(['R2D2', 'Anna <script>', 'a@b', 'Jo_hn', 'Mr. Smith', 'semi;colon', 'Tab\tName'])(
    'refuses the name %j, which the form refuses too',
    async (name) => {
      expect(
        validateContactSubmission({ name, email: 'a@b.de', phone: '1', preferredRooms: 'flexible' }).success,
      ).toBe(false);
      expect(await insertAsAnon({ name })).toBe('23514');
    },
  );

  it('accepts every character the form allows in a name (all of Unicode)', async () => {
    // Chunks of 100 code points, one row each, in a single INSERT: one violation would fail it.
    const allowed: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      if (NAME_PATTERN.test(char) && char.trim() !== '') allowed.push(char);
    }
    const chunks: string[] = [];
    for (let i = 0; i < allowed.length; i += NAME_MAX / 2)
      chunks.push(allowed.slice(i, i + NAME_MAX / 2).join(''));
    expect(allowed.length).toBeGreaterThan(100_000);
    const inserted = await db.transaction('service_role', async (query) => {
      const result = await query(
        `insert into public.contact_submissions (name, email, phone, gdpr_consent)
         select chunk, 'a@example.com', '1', true from unnest(cast($1 as text[])) as chunk`,
        [`{${chunks.map((chunk) => `"${chunk.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
      );
      await query('delete from public.contact_submissions');
      return result.rowCount;
    });
    expect(inserted).toBe(chunks.length);
  }, 20_000);
});
