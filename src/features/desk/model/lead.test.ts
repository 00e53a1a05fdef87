import { describe, expect, it } from 'vitest';

import {
  ALL_LEADS,
  filterLeads,
  followUpDue,
  leadNotes,
  logEntryType,
  namesUnit,
  needsAttention,
  sortLeads,
  type DeskLead,
  type LeadContext,
} from './lead';

const ANNA = '00000000-0000-4000-8000-00000000aaaa';
const BERT = '00000000-0000-4000-8000-00000000bbbb';
const CONTEXT: LeadContext = { userId: ANNA, today: '2026-12-01' };

function lead(id: number, message: string, pipeline: Partial<DeskLead> = {}): DeskLead {
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
    stage: 'new',
    lost_reason: null,
    follow_up_on: null,
    follow_up_task: null,
    source: 'web',
    language: null,
    units: [],
    events: [],
    ...pipeline,
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
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.1' }, CONTEXT).map((l) => l.name)).toEqual([
      'Lead 1',
    ]);
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.12' }, CONTEXT).map((l) => l.name)).toEqual([
      'Lead 2',
    ]);
  });

  it('keeps every lead for all units, and combines with the other filters', () => {
    expect(filterLeads(leads, ALL_LEADS, CONTEXT)).toHaveLength(3);
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.1', search: 'lead2' }, CONTEXT)).toEqual([]);
    expect(filterLeads(leads, { ...ALL_LEADS, unit: '1.0.1', state: 'failed' }, CONTEXT)).toEqual([]);
  });
});

describe('the pipeline: stage, owner, follow-ups', () => {
  const leads = [
    lead(1, '', {
      assigned_to: ANNA,
      stage: 'contacted',
      follow_up_on: '2026-11-30',
      follow_up_task: 'call',
    }),
    lead(2, '', { assigned_to: BERT, stage: 'viewing', follow_up_on: '2026-12-01', follow_up_task: 'call' }),
    lead(3, '', { assigned_to: ANNA, stage: 'sold', follow_up_on: '2026-11-20', follow_up_task: 'call' }),
    lead(4, '', { stage: 'new', follow_up_on: '2026-12-05', follow_up_task: 'call' }),
    lead(5, '', { stage: 'lost', lost_reason: 'elsewhere' }),
  ];
  const names = (list: DeskLead[]) => list.map((each) => each.name);

  it('a follow-up is due today or overdue by the Berlin day, never on a sold or lost lead', () => {
    expect(leads.map((each) => followUpDue(each, CONTEXT.today))).toEqual([
      'overdue',
      'today',
      null,
      null,
      null,
    ]);
  });

  it('filters by stage, owner and due follow-ups, and combines them', () => {
    const only = (filter: Partial<typeof ALL_LEADS>) =>
      names(filterLeads(leads, { ...ALL_LEADS, ...filter }, CONTEXT));
    expect(only({ stage: 'open' })).toEqual(['Lead 1', 'Lead 2', 'Lead 4']);
    expect(only({ stage: 'lost' })).toEqual(['Lead 5']);
    expect(only({ owner: 'mine' })).toEqual(['Lead 1', 'Lead 3']);
    expect(only({ owner: BERT })).toEqual(['Lead 2']);
    expect(only({ owner: 'nobody' })).toEqual(['Lead 4', 'Lead 5']);
    expect(only({ due: 'due' })).toEqual(['Lead 1', 'Lead 2']);
    expect(only({ due: 'overdue' })).toEqual(['Lead 1']);
    expect(only({ due: 'due', owner: 'mine' })).toEqual(['Lead 1']);
  });

  it('sorts by follow-up (soonest first, none last) or by stage, ties newest first', () => {
    expect(names(sortLeads(leads, 'follow-up'))).toEqual(['Lead 3', 'Lead 1', 'Lead 2', 'Lead 4', 'Lead 5']);
    expect(names(sortLeads(leads, 'stage'))).toEqual(['Lead 4', 'Lead 1', 'Lead 2', 'Lead 3', 'Lead 5']);
  });

  it('needs attention: an overdue follow-up, even on a lead marked handled', () => {
    const overdue = { ...leads[0]!, handled_at: '2026-11-29T10:00:00Z' };
    expect(needsAttention(overdue, CONTEXT.today)).toBe(true);
    expect(needsAttention(leads[1]!, CONTEXT.today)).toBe(false);
    expect(needsAttention({ ...leads[1]!, attention: 'failed' }, CONTEXT.today)).toBe(true);
  });
});

describe('the log', () => {
  const entry = (id: number, kind: string, detail = '') => ({
    id,
    at: '2026-11-20T10:00:00.000Z',
    kind,
    detail,
    by: 'Anna',
    outcome: null,
    stage: null,
    due_on: null,
    corrects: null,
  });

  it('types every entry: what staff wrote, status changes and deliveries', () => {
    expect(
      [
        'call',
        'email_sent',
        'viewing',
        'note',
        'stage',
        'follow_up',
        'assigned',
        'handled',
        'sent',
        'failed',
        'resend',
      ].map((kind) => logEntryType({ kind })),
    ).toEqual([
      'call',
      'email_sent',
      'viewing',
      'note',
      'status',
      'status',
      'status',
      'status',
      'delivery',
      'delivery',
      'delivery',
    ]);
  });

  it('lists the notes oldest first from the log, which is newest first', () => {
    const logged = lead(1, '', {
      events: [entry(3, 'note', 'second'), entry(2, 'call'), entry(1, 'note', 'first')],
    });
    expect(leadNotes(logged)).toEqual(['first', 'second']);
  });
});
