import { describe, expect, it } from 'vitest';

import { checkDeskEmail, validateLogin } from './login-schema';

describe('the login schema (spec §5)', () => {
  it('trims the e-mail and accepts 8 to 128 password characters', () => {
    expect(validateLogin({ email: '  anna@example.com ', password: '12345678' })).toEqual({
      success: true,
      output: { email: 'anna@example.com', password: '12345678' },
    });
    expect(validateLogin({ email: 'a@b.de', password: 'x'.repeat(128) }).success).toBe(true);
  });

  it('names the first rule each field breaks', () => {
    expect(validateLogin({ email: ' ', password: '1234567' })).toEqual({
      success: false,
      issues: { email: 'email.required', password: 'password.tooShort' },
    });
    expect(validateLogin({ email: 'anna@', password: 'x'.repeat(129) })).toEqual({
      success: false,
      issues: { email: 'email.invalid', password: 'password.tooLong' },
    });
    expect(validateLogin({ email: `${'a'.repeat(250)}@example.com`, password: '12345678' })).toEqual({
      success: false,
      issues: { email: 'email.tooLong' },
    });
  });
});

describe('checkDeskEmail (a subscriber lookup)', () => {
  it('trims a valid address and names the first rule an invalid one breaks', () => {
    expect(checkDeskEmail(' Anna.Berg@Example.com ')).toEqual({
      success: true,
      output: 'Anna.Berg@Example.com',
    });
    expect(checkDeskEmail('  ')).toEqual({ success: false, issue: 'email.required' });
    expect(checkDeskEmail('anna@')).toEqual({ success: false, issue: 'email.invalid' });
    expect(checkDeskEmail(`${'a'.repeat(250)}@example.com`)).toEqual({
      success: false,
      issue: 'email.tooLong',
    });
  });
});
