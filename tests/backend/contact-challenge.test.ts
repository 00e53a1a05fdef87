// @vitest-environment node
/**
 * The proof-of-work challenge, end to end on the local backend: contact-challenge issues it, altcha-lib
 * solves it (as the altcha widget does), the insert trigger verifies it (contact_challenge_verdict). A row
 * with a valid, unexpired, unused solution is a lead; a replayed, unsolved, tampered or expired one is
 * stored as spam (never mailed, in the daily digest); so is a row without one (the challenge is required:
 * every build in the field solves it), unless staff switch the requirement off. A global cap bounds new
 * leads per minute, and challenges are issued under a per-address limit.
 */
import { solveChallenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';

import {
  altchaPayload,
  createContactChallenge,
  deriveChallengeKey,
  type ChallengeSecrets,
} from '../../supabase/functions/_shared/contact-challenge.ts';
import { TEST_CHALLENGE_DIFFICULTY, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend();

async function insert(overrides: Record<string, unknown> = {}) {
  const row = validSubmissionRow(overrides);
  const { status } = await t.anon
    .from('contact_submissions')
    .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
  return { row, status };
}

async function stored(id: unknown) {
  return (await t.hooks.rows()).find((row) => row.id === id);
}

const secrets = async () =>
  (
    await t.backend.db.query<{ secrets: ChallengeSecrets }>(
      'select public.contact_challenge_secrets() as secrets',
      [],
      'service_role',
    )
  ).rows[0]?.secrets as ChallengeSecrets;

describe('the challenge', () => {
  it('is served without an API key and never cached', async () => {
    const response = await fetch(`${t.url}/functions/v1/contact-challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', keySignature: expect.any(String) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('solved: a verified lead, mailed plainly; the same solution again is not a lead', async () => {
    const payload = await t.solvedPayload();
    const first = await insert({ altcha_payload: payload });
    expect(first.status).toBe(201);
    expect(await stored(first.row.id)).toMatchObject({
      notify_status: 'pending',
      challenge_status: 'verified',
    });
    // The outbox retrying the same row is not a replay.
    expect((await insert({ ...first.row })).status).toBe(201);
    const replay = await insert({ altcha_payload: payload, email: 'bot@example.com' });
    expect(replay.status).toBe(201); // a bot learns nothing
    expect(await stored(replay.row.id)).toMatchObject({
      notify_status: 'spam',
      challenge_status: 'replayed',
    });
    await t.backend.sweep(new Date(Date.now() + 60_000));
    const mails = await t.hooks.mails();
    expect(mails.map((mail) => mail.idempotencyKey)).toEqual([first.row.id]);
    expect(mails[0]?.subject).not.toContain('[unverified]');
    expect(mails[0]?.text).toContain('Anti-spam check: passed');
  });

  it.each([
    ['unsolved (a wrong derived key)', 'unsolved'],
    ['tampered (a cheaper cost than signed)', 'tampered'],
    ['not a payload at all', 'garbage'],
  ])('%s: spam, never mailed', async (_label, kind) => {
    const challenge = await t.challenge();
    const solution = await solveChallenge({ challenge, deriveKey: deriveChallengeKey });
    if (!solution) throw new Error('unsolved');
    const payload =
      kind === 'unsolved'
        ? altchaPayload(challenge, { ...solution, derivedKey: 'ab'.repeat(32) })
        : kind === 'tampered'
          ? altchaPayload({ ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution)
          : btoa('{"challenge": 1}');
    const { row, status } = await insert({ altcha_payload: payload });
    expect(status).toBe(201);
    expect(await stored(row.id)).toMatchObject({ notify_status: 'spam', challenge_status: 'invalid' });
  });

  it('expired (issued more than 72 hours before the row arrives): spam', async () => {
    const challenge = await createContactChallenge(await secrets(), {
      now: new Date(Date.now() - 73 * 60 * 60_000),
      difficulty: TEST_CHALLENGE_DIFFICULTY,
    });
    const { row } = await insert({ altcha_payload: await t.solvedPayload(challenge) });
    expect(await stored(row.id)).toMatchObject({ notify_status: 'spam', challenge_status: 'expired' });
    // One issued 71 hours ago (a message written offline two days before) still counts.
    const recent = await createContactChallenge(await secrets(), {
      now: new Date(Date.now() - 71 * 60 * 60_000),
      difficulty: TEST_CHALLENGE_DIFFICULTY,
    });
    const late = await insert({
      altcha_payload: await t.solvedPayload(recent),
      email: 'offline@example.com',
    });
    expect(await stored(late.row.id)).toMatchObject({
      notify_status: 'pending',
      challenge_status: 'verified',
    });
  });

  it('missing: spam, never mailed (the challenge is required); a lead marked unverified if staff switch that off', async () => {
    const bare = await insert({ fill_ms: undefined, honeypot: undefined });
    expect(bare.status).toBe(201);
    expect(await stored(bare.row.id)).toMatchObject({ notify_status: 'spam', challenge_status: 'missing' });
    await t.backend.sweep(new Date(Date.now() + 60_000));
    expect(await t.hooks.mails()).toEqual([]);

    await t.backend.db.query(
      `update public.contact_settings set value = 'false' where key = 'challenge_required'`,
      [],
      null,
    );
    const old = await insert({ email: 'old-build@example.com' });
    expect(await stored(old.row.id)).toMatchObject({ notify_status: 'pending', challenge_status: 'missing' });
    await t.backend.sweep(new Date(Date.now() + 60_000));
    const [mail] = await t.hooks.mails();
    expect(mail?.subject).toBe("Contact request (3 Rooms) from Jürgen O'Brien-Müller [unverified]");
    expect(mail?.text).toContain('NOT VERIFIED');
  });

  it('the honeypot still makes spam, a solution notwithstanding; the reported fill time decides nothing', async () => {
    const trapped = await insert({
      altcha_payload: await t.solvedPayload(),
      honeypot: 'https://spam.example',
    });
    expect(await stored(trapped.row.id)).toMatchObject({
      notify_status: 'spam',
      challenge_status: 'verified',
    });
    const quick = await insert({
      altcha_payload: await t.solvedPayload(),
      fill_ms: 0,
      email: 'q@example.com',
    });
    expect(await stored(quick.row.id)).toMatchObject({ notify_status: 'pending' });
  });

  it('a row refused by a limit keeps its solution usable for its retry', async () => {
    await t.hooks.setLimit({ scope: 'insert_per_email', maxCount: 1 });
    await insert();
    const payload = await t.solvedPayload();
    const refused = await insert({ altcha_payload: payload });
    expect(refused.status).toBe(429);
    await t.hooks.setLimit({ scope: 'insert_per_email', maxCount: 5 });
    expect((await insert({ ...refused.row })).status).toBe(201);
    expect(await stored(refused.row.id)).toMatchObject({
      challenge_status: 'verified',
      notify_status: 'pending',
    });
  });
});

describe('the global cap on new leads', () => {
  it('refuses leads over the cap per minute with 429 and Retry-After; spam is neither counted nor refused', async () => {
    await t.hooks.setLimit({ scope: 'leads_per_minute', maxCount: 2 });
    await t.hooks.setLimit({ scope: 'insert_per_ip', maxCount: 100 });
    const statuses = [];
    for (const n of [1, 2, 3])
      statuses.push(
        (await insert({ email: `lead${n}@example.com`, altcha_payload: await t.solvedPayload() })).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
    const spam = await insert({ email: 'bot@example.com', honeypot: 'x' });
    expect(spam.status).toBe(201);
    // A flood without solutions is spam: stored, and never held against the cap.
    for (const n of [1, 2, 3]) expect((await insert({ email: `bare${n}@example.com` })).status).toBe(201);
    const over = await t.request('/rest/v1/contact_submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        validSubmissionRow({ email: 'lead4@example.com', altcha_payload: await t.solvedPayload() }),
      ),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

describe('the challenge limit per address', () => {
  it('issues at most challenge_per_ip challenges per address, then 429 with Retry-After, whatever X-Forwarded-For claims', async () => {
    await t.hooks.setLimit({ scope: 'challenge_per_ip', maxCount: 3 });
    const fetchFrom = (address: string) =>
      fetch(`${t.url}/functions/v1/contact-challenge`, { headers: { 'X-Forwarded-For': address } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await fetch(`${t.url}/functions/v1/contact-challenge`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await fetch(`${t.url}/functions/v1/contact-challenge`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    // A forged X-Forwarded-For does not escape it: the gateway appends the address it saw.
    expect((await fetchFrom('203.0.113.9')).status).toBe(429);
    const { rows } = await t.backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.contact_challenge_requests where client_ip = '127.0.0.1'`,
      [],
      null,
    );
    expect(rows[0]?.n).toBe(3);
  });
});
