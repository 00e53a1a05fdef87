import { describe, expect, it } from 'vitest';

import { storedSessionUser } from './stored-session';

const session = {
  access_token: 'a.b.c',
  refresh_token: 'r-1',
  expires_at: 1_700_000_000,
  user: { id: '5d0c6b1e-1f59-4f3c-9a51-1c2b3c4d5e6f', email: 'agent@example.com' },
};

describe('the stored desk session', () => {
  it('names who is signed in, even when its access token ran out', () => {
    expect(storedSessionUser(JSON.stringify(session))).toEqual({
      userId: session.user.id,
      email: 'agent@example.com',
    });
  });

  it('is none without a stored session, a refresh token or a user, or with broken JSON', () => {
    expect(storedSessionUser(null)).toBeNull();
    expect(storedSessionUser(JSON.stringify({ ...session, refresh_token: '' }))).toBeNull();
    expect(storedSessionUser(JSON.stringify({ ...session, user: undefined }))).toBeNull();
    expect(storedSessionUser('{"refresh')).toBeNull();
  });
});
