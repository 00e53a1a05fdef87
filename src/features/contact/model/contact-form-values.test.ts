import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '@/lib/i18n/i18n';

import { contactRefusal, EMPTY_CONTACT_FORM, hasTypedInput, preferredRoomsFor } from './contact-form-values';

describe('preferredRoomsFor', () => {
  it("starts a unit's request with the unit's room size (spec §5 options)", () => {
    expect([1, 2, 3, 4, 5].map(preferredRoomsFor)).toEqual([
      '1-room',
      '2-room',
      '3-room',
      '4-room',
      '4-room',
    ]);
  });

  it('leaves the choice to the visitor without a unit', () => {
    expect([undefined, 0, 2.5].map(preferredRoomsFor)).toEqual(['', '', '']);
  });
});

describe('contactRefusal', () => {
  beforeAll(() => activateLocale('en'));

  it("names the field a CHECK constraint speaks about, with that field's rule", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      contactRefusal('new row violates check constraint "contact_submissions_phone_format"', i18n),
    ).toEqual({ text: 'Invalid phone number format', field: 'phone' });
    expect(contactRefusal('Database is on fire', i18n)).toEqual({
      text: 'There was a problem sending your message. Please try again.',
      field: null,
    });
  });
});

describe('hasTypedInput', () => {
  it('counts what the visitor typed, not the prefilled message of an exposé request', () => {
    const prefilled = 'I am interested in unit WE 12.';
    expect(hasTypedInput(EMPTY_CONTACT_FORM)).toBe(false);
    expect(hasTypedInput({ ...EMPTY_CONTACT_FORM, message: prefilled }, prefilled)).toBe(false);
    expect(hasTypedInput({ ...EMPTY_CONTACT_FORM, message: `${prefilled} Call me.` }, prefilled)).toBe(true);
    expect(hasTypedInput({ ...EMPTY_CONTACT_FORM, message: prefilled, fullName: 'Jana' }, prefilled)).toBe(
      true,
    );
    expect(hasTypedInput({ ...EMPTY_CONTACT_FORM, email: 'a@b.de' })).toBe(true);
  });
});
