// @vitest-environment node
/**
 * The sales board's figure from the server (migration 20261130120000_desk_sales_board.sql): since when each
 * unit has its current status, read from its history; null where the history does not explain the status.
 * Staff only.
 */
import { describe, expect, it } from 'vitest';

import { UNIT_CODES } from '../../supabase/local/unit-codes.ts';
import { signedInClient, useTestBackend } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

const STAFF = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };
const PROJECT = { p_project_id: 'grabbeallee-68' };
const UNIT = { ...PROJECT, p_we_nr: '1.0.2', p_unit_number: 2 };

interface Since {
  we_nr: string;
  since: string | null;
}

async function callers() {
  await t.hooks.createUser({ ...STAFF, staff: true, displayName: 'Anna' });
  await t.hooks.createUser({ ...OUTSIDER, staff: false });
  return { staff: await signedInClient(t, STAFF), outsider: await signedInClient(t, OUTSIDER) };
}

async function sinceOf(client: Awaited<ReturnType<typeof callers>>['staff'], weNr: string) {
  const { data, error } = await client.rpc('desk_unit_status_since', PROJECT);
  expect(error).toBeNull();
  return (data as Since[]).find((row) => row.we_nr === weNr)?.since ?? null;
}

async function auditTimes(client: Awaited<ReturnType<typeof callers>>['staff']): Promise<string[]> {
  const { data } = await client
    .from('unit_status_audit')
    .select('changed_at')
    .eq('we_nr', '1.0.2')
    .order('id');
  return (data as { changed_at: string }[]).map((row) => row.changed_at);
}

describe('desk_unit_status_since', () => {
  it('lists every unit in unit order; a status the history does not explain has no start', async () => {
    const { staff } = await callers();
    const { data } = await staff.rpc('desk_unit_status_since', PROJECT);
    expect((data as Since[]).map((row) => row.we_nr)).toEqual(UNIT_CODES.map((unit) => unit.weNr));
    // The seed's Sold 1.0.1 and the untouched Available 1.0.2 have no change in their history.
    expect(await sinceOf(staff, '1.0.1')).toBeNull();
    expect(await sinceOf(staff, '1.0.2')).toBeNull();
  });

  it('starts with the change to the current status: a hold extended keeps its start, a new status starts anew', async () => {
    const { staff } = await callers();
    const hold = (version: number, days: number) =>
      staff.rpc('desk_set_unit_status', {
        ...UNIT,
        p_expected_version: version,
        p_status: 'Vormerkung',
        p_hold_until: new Date(Date.now() + days * 24 * 3600_000).toISOString(),
      });
    await hold(0, 2);
    await hold(1, 5);
    const [heldAt] = await auditTimes(staff);
    expect(await sinceOf(staff, '1.0.2')).toBe(heldAt);

    await staff.rpc('desk_set_unit_status', { ...UNIT, p_expected_version: 2, p_status: 'Reserved' });
    const reservedAt = (await auditTimes(staff))[2];
    expect(reservedAt).not.toBe(heldAt);
    expect(await sinceOf(staff, '1.0.2')).toBe(reservedAt);
  });

  it('an expired hold is Available from its expiry', async () => {
    const { staff } = await callers();
    const until = new Date(Date.now() + 24 * 3600_000);
    await staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 0,
      p_status: 'Vormerkung',
      p_hold_until: until.toISOString(),
    });
    await t.backend.expireHolds(new Date(until.getTime() + 1000));
    expect(Date.parse((await sinceOf(staff, '1.0.2'))!)).toBe(until.getTime() + 1000);
  });

  it('is staff only', async () => {
    const { outsider } = await callers();
    expect((await outsider.rpc('desk_unit_status_since', PROJECT)).status).toBe(403);
    expect((await t.anon.rpc('desk_unit_status_since', PROJECT)).status).toBe(401);
  });
});
