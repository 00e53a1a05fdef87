import { describe, expect, it } from 'vitest';

import { deskErrorKind } from './auth-error';

describe('deskErrorKind', () => {
  it('tells the errors of supabase-js apart', () => {
    expect(deskErrorKind({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' })).toBe(
      'credentials',
    );
    expect(deskErrorKind({ name: 'AuthApiError', status: 400, code: 'refresh_token_not_found' })).toBe(
      'expired',
    );
    expect(deskErrorKind({ name: 'AuthApiError', status: 400, code: 'user_banned' })).toBe('removed');
    expect(deskErrorKind({ name: 'AuthSessionMissingError', status: 400 })).toBe('expired');
    expect(deskErrorKind({ name: 'AuthRetryableFetchError', status: 503 })).toBe('unavailable');
    expect(deskErrorKind({ name: 'AuthRetryableFetchError', status: 0 })).toBe('unavailable');
    expect(deskErrorKind({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' })).toBe(
      'rate-limited',
    );
    expect(deskErrorKind({ code: 'PGRST303', message: 'JWT expired' })).toBe('expired');
    expect(deskErrorKind({ code: '42501', message: 'staff only' })).toBe('not-staff');
    expect(deskErrorKind({ code: 'XX000', message: 'boom' })).toBe('other');
  });
});
