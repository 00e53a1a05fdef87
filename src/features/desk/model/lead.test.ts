import { describe, expect, it } from 'vitest';

import { ALL_LEADS, filterLeads, namesUnit, type DeskLead } from './lead';

function lead(id: number, message: string): DeskLead {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    created_at: '2026-11-20T10:00:00.000Z',
    name: `Lead ${id}`,
    email: `lead${id}@example.com`,
    phone: '',
    preferred_rooms: null,
    message,
    notify_status: 'sent',
    notify_attempts: 1,
    notified_at: null,
    notify_error: null,
    challenge_status: null,
    handled_at: null,
    attention: null,
    version: 1,
    assigned_to: null,
    assigned_name: null,
    changed_at: null,
    changed_by: null,
    events: [],
  };
}

describe('namesUnit', () => {
  it('finds the unit code of an exposé request, in either language', () => {
    expect(
      namesUnit(
        'Hello, please send me the exposé for apartment 1.0.1 (2 rooms, building 1). Thank you.',
        '1.0.1',
      ),
    ).toBe(true);
    expect(
      namesUnit(
        'Guten Tag, bitte senden Sie mir das Exposé für die Wohnung 2.3.4 (3 Zimmer, Haus 2).',
        '2.3.4',
      ),
    ).toBe(true);
    expect(namesUnit('Is 1.0.1 still free?', '1.0.1')).toBe(true);
  });

  it('does not find a code inside another one or a look-alike', () => {
    expect(namesUnit('apartment 11.0.1 please', '1.0.1')).toBe(false);
    expect(namesUnit('apartment 1.0.12 please', '1.0.1')).toBe(false);
    expect(namesUnit('apartment 1.0.1.2 please', '1.0.1')).toBe(false);
    expect(namesUnit('apartment 1a0b1 please', '1.0.1')).toBe(false);
    expect(namesUnit('No unit named here.', '1.0.1')).toBe(false);
  });
});

describe('filterLeads by unit', () => {
  const leads = [
    lead(1, 'Hello, please send me the exposé for apartment 1.0.1 (2 rooms, building 1). Thank you.'),
    lead(2, 'Bitte senden Sie mir das Exposé für die Wohnung 1.0.12 (3 Zimmer, Haus 1).'),
    lead(3, 'I would like a viewing.'),
  ];

  it('keeps the leads whose message names the unit', () => {
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.1' }).map((l) => l.name)).toEqual(['Lead 1']);
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.12' }).map((l) => l.name)).toEqual(['Lead 2']);
  });

  it('keeps every lead for all units, and combines with the other filters', () => {
    expect(filterLeads(leads, ALL_LEADS)).toHaveLength(3);
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.1', search: 'lead2' })).toEqual([]);
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.1', state: 'failed' })).toEqual([]);
  });
});
