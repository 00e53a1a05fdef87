import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Locale } from '@/lib/i18n/locale';

import { renderInLocale } from '../../../../tests/unit/render-in-locale';
import type { DeskLead, LogEntry } from '../model/lead';
import { LeadCard } from './lead-card';

const api = vi.hoisted(() => ({ changeLead: vi.fn(), eraseLeadsOf: vi.fn(), requeueLead: vi.fn() }));
vi.mock('../api/desk-api', () => api);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ANNA = '00000000-0000-4000-8000-00000000aaaa';

const entry = (id: number, at: string, kind: string, extra: Partial<LogEntry> = {}): LogEntry => ({
  id,
  at,
  kind,
  detail: '',
  by: 'Anna',
  outcome: null,
  stage: null,
  due_on: null,
  corrects: null,
  ...extra,
});

const LEAD: DeskLead = {
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-27T09:00:00.000Z',
  name: 'Olga Offen',
  email: 'olga@example.com',
  phone: '030 5550100',
  preferred_rooms: '3-room',
  message: 'Bitte um Rückruf.',
  notify_status: 'sent',
  notify_attempts: 1,
  notified_at: '2026-11-27T09:00:05.000Z',
  notify_error: null,
  challenge_status: 'verified',
  handled_at: null,
  attention: null,
  version: 4,
  assigned_to: ANNA,
  assigned_name: 'Anna',
  changed_at: '2026-11-28T10:00:00.000Z',
  changed_by: 'Anna',
  stage: 'contacted',
  lost_reason: null,
  follow_up_on: '2026-11-30',
  follow_up_task: 'Exposé nachfassen',
  source: 'web',
  language: null,
  units: [],
  events: [
    entry(4, '2026-11-28T10:00:00.000Z', 'call', { outcome: 'no_answer', detail: 'Mailbox' }),
    entry(3, '2026-11-28T09:00:00.000Z', 'stage', { stage: 'contacted' }),
    entry(2, '2026-11-28T08:00:00.000Z', 'assigned', { detail: 'Anna' }),
    entry(1, '2026-11-27T09:00:05.000Z', 'sent', { by: null }),
  ],
};

async function renderCard(locale: Locale, lead: DeskLead = LEAD) {
  const onLeadUpdated = vi.fn();
  await renderInLocale(
    locale,
    ['messages', 'desk'],
    <ul>
      <LeadCard
        lead={lead}
        staff={[{ user_id: ANNA, name: 'Anna' }]}
        agentName="Anna"
        today="2026-12-01"
        readOnly={false}
        onChanged={vi.fn()}
        onLeadUpdated={onLeadUpdated}
      />
    </ul>,
  );
  return { user: userEvent.setup(), onLeadUpdated };
}

describe('LeadCard', () => {
  it('shows stage, owner and an overdue next step, and the log newest first with each entry’s type (en)', async () => {
    await renderCard('en');
    expect(screen.getByText('Next step on 30 November 2026: Exposé nachfassen')).toBeVisible();
    expect(screen.getByText('Overdue')).toBeVisible();
    expect(screen.getByText('Owner: Anna')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('contacted');
    const log = within(screen.getByRole('list', { name: 'History, newest first' })).getAllByRole('listitem');
    expect(log.map((item) => item.getAttribute('data-entry-type'))).toEqual([
      'call',
      'status',
      'status',
      'delivery',
    ]);
    expect(log[0]).toHaveTextContent('Call: No answer');
    expect(log[1]).toHaveTextContent('Stage: Contacted');
    expect(log[2]).toHaveTextContent('Owner set: Anna');
  });

  it('states delivery attempts only for a web enquiry, not for a lead added by hand (de)', async () => {
    await renderCard('de');
    expect(screen.getByText(/^Verlauf: .*, 1 Zustellversuch\(e\), 4 Einträge$/)).toBeInTheDocument();
    cleanup();
    await renderCard('de', { ...LEAD, source: 'walk_in', notify_status: 'none', notify_attempts: 0 });
    expect(screen.getByText('Verlauf: Vom Team erfasst, 4 Einträge')).toBeInTheDocument();
    expect(screen.queryByText(/Zustellversuch/)).toBeNull();
  });

  it('shows a reply that was never delivered as a delivery entry with its template and subject (de)', async () => {
    await renderCard('de', {
      ...LEAD,
      events: [
        entry(6, '2026-11-28T12:00:00.000Z', 'reply_failed', {
          by: null,
          template: 'expose',
          detail: 'Exposé zur Wohnung 1.0.1',
        }),
        ...LEAD.events,
      ],
    });
    const [first] = within(screen.getByRole('list', { name: 'Verlauf, neueste zuerst' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveAttribute('data-entry-type', 'delivery');
    expect(first).toHaveTextContent('Antwort nicht zugestellt: Exposé');
    expect(first).toHaveTextContent('Exposé zur Wohnung 1.0.1');
  });

  it('logs a call with its outcome on the version it shows, and keeps the text when a colleague was first (en)', async () => {
    const { user, onLeadUpdated } = await renderCard('en');
    const newer = { ...LEAD, version: 5, changed_by: 'Bert', changed_at: '2026-12-01T08:00:00.000Z' };
    api.changeLead.mockResolvedValueOnce({ ok: false, reason: 'conflict', lead: newer });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'reached');
    await user.type(screen.getByRole('textbox', { name: 'What happened (optional)' }), 'Viewing agreed');
    await user.click(screen.getByRole('button', { name: 'Add to history' }));
    expect(api.changeLead).toHaveBeenCalledWith(LEAD, {
      kind: 'entry',
      entry: 'call',
      text: 'Viewing agreed',
      outcome: 'reached',
      corrects: null,
    });
    expect(onLeadUpdated).toHaveBeenCalledWith(newer);
    expect(await screen.findByText(/Bert changed this enquiry at/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'What happened (optional)' })).toHaveValue('Viewing agreed');
  });

  it('asks why a lead was lost before it saves the stage, and offers a correction of a written entry (de)', async () => {
    const { user } = await renderCard('de');
    api.changeLead.mockResolvedValue({ ok: true, lead: LEAD });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phase' }), 'lost');
    expect(api.changeLead).not.toHaveBeenCalled();
    const save = screen.getByRole('button', { name: 'Als verloren markieren' });
    expect(save).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: /Warum ist der Interessent abgesprungen/ }),
      'Zu teuer',
    );
    await user.click(save);
    expect(api.changeLead).toHaveBeenCalledWith(LEAD, {
      kind: 'stage',
      stage: 'lost',
      lostReason: 'Zu teuer',
    });

    await user.click(screen.getByRole('button', { name: 'Eintrag korrigieren' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sie korrigieren den Eintrag vom');
    expect(screen.getByRole('textbox', { name: 'Beschreibung (optional)' })).toHaveValue('Mailbox');
    await user.click(screen.getByRole('button', { name: 'Korrektur eintragen' }));
    expect(api.changeLead).toHaveBeenLastCalledWith(LEAD, {
      kind: 'entry',
      entry: 'call',
      text: 'Mailbox',
      outcome: 'no_answer',
      corrects: 4,
    });
  });
});
