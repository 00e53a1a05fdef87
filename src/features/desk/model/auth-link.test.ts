import { describe, expect, it } from 'vitest';

import { readAuthLink } from './auth-link';

describe('readAuthLink', () => {
  it('reads the session of an invite or reset link', () => {
    expect(
      readAuthLink('#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite'),
    ).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      type: 'invite',
    });
    expect(readAuthLink('#access_token=a&refresh_token=r&type=recovery')).toMatchObject({ type: 'recovery' });
  });

  it('tells a failed link, and ignores anything else', () => {
    expect(readAuthLink('#error=access_denied&error_code=otp_expired')).toEqual({ kind: 'failed' });
    expect(readAuthLink('#access_token=a&refresh_token=r&type=signup')).toBeNull();
    expect(readAuthLink('#access_token=a&type=invite')).toBeNull();
    expect(readAuthLink('')).toBeNull();
  });
});
