// @vitest-environment node
/**
 * The database's CHECK constraints and the shared contact rules (supabase/functions/_shared/contact-rules.ts)
 * accept exactly the same values: every value of the corpus below is tried both ways, and the test fails
 * when the database accepts what the function refuses, or the other way round. The corpus is of trimmed
 * values (the form and the function store what they validated, trimmed), and of values that trim to
 * nothing (whitespace only, Unicode spaces included), which both refuse.
 */
import { readFileSync } from 'node:fs';

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
import { DEFAULT_CACHE_DIR, openDatabase } from '../../supabase/local/database.ts';
import type { Db } from '../../supabase/local/db.ts';
import { TEST_DATA_DIR } from './helpers/test-backend.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await openDatabase(TEST_DATA_DIR, DEFAULT_CACHE_DIR));
}); // the config's hookTimeout: a busy machine takes longer
afterAll(async () => {
  await db?.close();
});

const base = {
  name: 'Zoë',
  email: 'zoe@example.com',
  phone: '030 123456',
  preferred_rooms: '2-room',
  message: '',
};
type Field = keyof typeof base;

/** Inserts as anon in a transaction that is always rolled back: whether the database accepts the row. */
async function databaseAccepts(row: Record<Field, string | null>): Promise<boolean> {
  try {
    await db.transaction('anon', async (query) => {
      await query(
        `insert into public.contact_submissions (id, name, email, phone, preferred_rooms, message, gdpr_consent, fill_ms)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, true, 5000)`,
        [row.name, row.email, row.phone, row.preferred_rooms, row.message],
      );
      throw new Error('rollback');
    });
  } catch (error) {
    if ((error as Error).message === 'rollback') return true;
    if ((error as { code?: string }).code === '23514' || (error as { code?: string }).code === '23502')
      return false;
    throw error;
  }
  return true;
}

function functionAccepts(row: Record<Field, string | null>): boolean {
  return validateContactSubmission({ ...row, preferredRooms: row.preferred_rooms ?? '' }).success;
}

const astral = '𝒜'; // one code point, two UTF-16 units
const corpus: Record<Field, (string | null)[]> = {
  name: [
    'Zoë',
    "Jürgen O'Brien-Müller",
    'O’Neil',
    '李小龙',
    'Zoe\u0308',
    'محمد',
    'Ἀθηνᾶ',
    'x\u00a0y',
    'a'.repeat(NAME_MAX),
    'a'.repeat(NAME_MAX + 1),
    astral.repeat(NAME_MAX),
    astral.repeat(NAME_MAX + 1),
    '',
    'R2D2',
    'a.b',
    'Dr. Anna Berg',
    '.',
    'J. R. R. Tolkien',
    'a_b',
    'a€',
    'a😀',
    'a\tb',
    'Anna, Bob',
    'a@b',
    '¿Quién',
    'a×b',
    '<script>',
    'x\u200by',
    ' ',
    '\u00a0\u00a0',
    '\u2003\u3000',
    '\u202f\u205f\u1680',
    ' \u00a0 ',
  ],
  email: [
    'zoe@example.com',
    'a.b+c@mail.example.de',
    'a_b-c@x-y.io',
    `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
    `${'a'.repeat(EMAIL_MAX - 11)}@example.com`,
    '',
    'a@b',
    'a@b.c',
    'a..b@c.de',
    '.a@c.de',
    'a@-c.de',
    'a b@c.de',
    'ä@c.de',
    'a@ä.de',
    'a@c.de.',
    'a@@c.de',
    'a!b@c.de',
    'a@c_d.de',
    'a@c.d3',
  ],
  phone: [
    '123',
    '12345',
    '123456',
    '030 12',
    '+49 (30) 12',
    '(0) 1-2 3 4',
    '+49 (30) 123-4567',
    '1'.repeat(PHONE_MAX),
    '1'.repeat(PHONE_MAX + 1),
    '',
    '030/123',
    '12a',
    '１２３',
    '+',
    '   ',
    '+ ()',
    '()-',
  ],
  preferred_rooms: [...PREFERRED_ROOM_VALUES, null, '', '5-room', 'Flexible'],
  message: [
    '',
    'Hallo',
    'x'.repeat(MESSAGE_MAX),
    'x'.repeat(MESSAGE_MAX + 1),
    astral.repeat(MESSAGE_MAX),
    'a\u0000b'.slice(0, 1),
  ],
};

describe('CHECK constraints ⇔ contact rules', () => {
  it.each(Object.keys(corpus) as Field[])(
    '%s: the database and the function accept exactly the same values',
    async (field) => {
      const disagreements: string[] = [];
      for (const value of corpus[field]) {
        const row = { ...base, [field]: value };
        const [database, fn] = [await databaseAccepts(row), functionAccepts(row)];
        if (database !== fn)
          disagreements.push(`${JSON.stringify(value)}: database ${database}, function ${fn}`);
      }
      expect(disagreements).toEqual([]);
    },
  );

  it('name: the database accepts every code point the function accepts, and refuses every other one', async () => {
    // One statement per 4096 code points: each either matches the constraint's pattern or not.
    const { rows } = await db.query<{ pattern: string }>(
      `select substring(pg_get_constraintdef(oid) from '''(\\^\\[.*\\]\\+\\$)''') as pattern
         from pg_constraint where conname = 'contact_submissions_name_pattern'`,
      [],
      null,
    );
    const pattern = rows[0]?.pattern ?? '';
    expect(pattern).not.toBe('');
    const mismatches: number[] = [];
    for (let start = 0; start < 0x110000; start += 4096) {
      const points = Array.from({ length: 4096 }, (_, i) => start + i).filter(
        (c) => c < 0xd800 || c > 0xdfff,
      );
      const { rows: result } = await db.query<{ ok: string }>(
        `select string_agg(case when chr(c) ~ $1 then '1' else '0' end, '' order by c) as ok
           from unnest($2::int[]) as c where c > 0`,
        [pattern, `{${points.join(',')}}`],
        null,
      );
      const verdicts = result[0]?.ok ?? '';
      points
        .filter((c) => c > 0)
        .forEach((c, i) => {
          if ((verdicts[i] === '1') !== NAME_PATTERN.test(String.fromCodePoint(c))) mismatches.push(c);
        });
    }
    expect(mismatches.map((c) => c.toString(16))).toEqual([]);
  }, 60_000);

  it('name and phone: both refuse every value of only what JavaScript trims, one code point at a time', async () => {
    const blanks = Array.from({ length: 0x10000 }, (_, c) => c).filter(
      (c) => (c < 0xd800 || c > 0xdfff) && String.fromCharCode(c).trim() === '',
    );
    expect(blanks.length).toBeGreaterThan(20);
    const disagreements: string[] = [];
    for (const c of blanks) {
      const blank = String.fromCharCode(c).repeat(2);
      for (const field of ['name', 'phone'] as const) {
        const row = { ...base, [field]: blank };
        if ((await databaseAccepts(row)) || functionAccepts(row))
          disagreements.push(`${field} U+${c.toString(16).padStart(4, '0')}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('the migration states the same e-mail pattern as the rules', () => {
    const migration = readFileSync(
      new URL(
        '../../supabase/migrations/20251123090000_contact_notification_and_abuse_limits.sql',
        import.meta.url,
      ),
      'utf8',
    );
    expect(migration).toContain(
      `'^[A-Za-z0-9_+-]+(\\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\\.[A-Za-z]{2,}$'`,
    );
  });
});
