import { describe, expect, it } from 'vitest';

import { enquiredFlats, leadLocale, replyDraft } from './reply';

describe('what a reply starts from', () => {
  it('finds the flats a message names, each standing alone, in the site order', () => {
    expect(enquiredFlats('Bitte das Exposé für Wohnung 2.1.3 und 1.0.1 senden.')).toEqual(['1.0.1', '2.1.3']);
    expect(enquiredFlats('Flat 11.0.1 or 1.0.12 please')).toEqual([]);
    expect(enquiredFlats('')).toEqual([]);
  });

  it('answers in the language the lead wrote in, German when the message says nothing', () => {
    expect(
      leadLocale('Hello, please send me the exposé for apartment 1.0.1 (2 rooms, building 1). Thank you.'),
    ).toBe('en');
    expect(leadLocale('Hallo, bitte senden Sie mir das Exposé für Wohnung 1.0.1. Vielen Dank.')).toBe('de');
    expect(leadLocale('')).toBe('de');
  });

  it('fills the template with the public site, the lead and the agent', () => {
    const draft = replyDraft({ template: 'expose', locale: 'de', flats: ['1.0.1'] }, 'Maria Muster', 'Anna');
    expect(draft.subject).toBe('Exposé zur Wohnung 1.0.1 – Grabbeallee 68');
    expect(draft.body).toContain('Guten Tag Maria Muster,');
    expect(draft.body).toContain('/de/projects/grabbeallee-68/apartments/1.0.1');
    const invitation = replyDraft(
      { template: 'viewing_invitation', locale: 'en', flats: [] },
      'Maria',
      'Anna',
    );
    expect(invitation.body).toContain('on site: Grabbeallee 68, 13156 Berlin-Pankow.');
  });
});
