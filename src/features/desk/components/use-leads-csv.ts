import { useLingui } from '@lingui/react/macro';

import type { Locale } from '@/lib/i18n/locale';
import { preferredRoomLabel } from '@/lib/preferred-rooms';

import { csvSeparator, toCsv, type CsvColumn } from '../model/csv';
import { DELIVERY_STATE_LABELS, STAGE_LABELS } from '../model/desk-texts';
import { leadNotes, type DeskLead } from '../model/lead';
import { saveCsvFile } from './save-csv-file';

/** Downloads the given leads as a CSV file, with headers and values in the active language. */
export function useLeadsCsv(): (leads: readonly DeskLead[], locale: Locale) => void {
  const { t, i18n } = useLingui();
  return (leads, locale) => {
    const rooms = (value: string | null) => {
      const label = preferredRoomLabel(value);
      return label ? i18n._(label) : '';
    };
    const columns: CsvColumn<DeskLead>[] = [
      { header: t`Received`, value: (lead) => lead.created_at },
      { header: t`Name`, value: (lead) => lead.name },
      { header: t`E-mail`, value: (lead) => lead.email ?? '' },
      { header: t`Phone`, value: (lead) => lead.phone ?? '' },
      { header: t`Room wish`, value: (lead) => rooms(lead.preferred_rooms) },
      { header: t`Message`, value: (lead) => lead.message },
      { header: t`Delivery`, value: (lead) => i18n._(DELIVERY_STATE_LABELS[lead.notify_status]) },
      { header: t`Handled`, value: (lead) => lead.handled_at ?? '' },
      { header: t`Owner`, value: (lead) => lead.assigned_name ?? '' },
      { header: t`Stage`, value: (lead) => i18n._(STAGE_LABELS[lead.stage]) },
      { header: t`Reason lost`, value: (lead) => lead.lost_reason ?? '' },
      { header: t`Follow-up`, value: (lead) => lead.follow_up_on ?? '' },
      { header: t`Task`, value: (lead) => lead.follow_up_task ?? '' },
      { header: t`Notes for the team`, value: (lead) => leadNotes(lead).join('\n') },
    ];
    saveCsvFile(toCsv(columns, leads, csvSeparator(locale)), t`enquiries`);
  };
}
