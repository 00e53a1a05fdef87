import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';

import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import {
  CALL_OUTCOME_LABELS,
  EVENT_LABELS,
  LEAD_SOURCE_LABELS,
  LOG_ENTRY_TYPE_LABELS,
  REPLY_TEMPLATE_LABELS,
  STAGE_LABELS,
  UNIT_LINK_LABELS,
} from '../model/desk-texts';
import { logEntryType, type LogEntry, type LogEntryType } from '../model/lead';
import classes from './desk.module.css';
import { ViewingEntry } from './viewing-entry';

const TYPE_COLORS: Record<LogEntryType, string> = {
  call: 'pine',
  email_sent: 'blue',
  viewing: 'gold',
  note: 'gray',
  status: 'violet',
  delivery: 'teal',
  intake: 'orange',
};

/** A calendar day of the database ('2026-12-03') as a long date in the active language. */
export function useDayText(): (day: string) => string {
  const { date } = useDateFormatters();
  // Noon UTC is the same calendar day in Berlin and on every device in Europe.
  return (day) => date(new Date(`${day}T12:00:00Z`));
}

/**
 * The lead's log, newest first: every entry with its type, who and when. Entries are never changed; one
 * that corrects another names it, and staff-written ones offer a correction (`onCorrect`).
 */
export function LeadLog({
  entries,
  onCorrect,
}: {
  entries: readonly LogEntry[];
  onCorrect?: (entry: LogEntry) => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDateFormatters();
  const dayText = useDayText();
  const atOf = new Map(entries.map((entry) => [entry.id, entry.at]));

  const summary = (entry: LogEntry): string => {
    if (entry.kind === 'stage' && entry.stage) {
      const stage = i18n._(STAGE_LABELS[entry.stage]);
      return entry.detail ? t`Stage: ${stage} (${entry.detail})` : t`Stage: ${stage}`;
    }
    if (entry.kind === 'follow_up') {
      if (!entry.due_on) return t`Follow-up cleared`;
      const day = dayText(entry.due_on);
      return t`Follow-up on ${day}: ${entry.detail}`;
    }
    const label = EVENT_LABELS[entry.kind] ? i18n._(EVENT_LABELS[entry.kind]!) : entry.kind;
    if (entry.source) return `${label}: ${i18n._(LEAD_SOURCE_LABELS[entry.source])}`;
    if (entry.we_nr && entry.link_kind)
      return `${label}: ${entry.we_nr} (${i18n._(UNIT_LINK_LABELS[entry.link_kind])})`;
    if (entry.outcome) return `${label}: ${i18n._(CALL_OUTCOME_LABELS[entry.outcome])}`;
    // A reply sent from the desk names its template.
    if (entry.template) return `${label}: ${i18n._(REPLY_TEMPLATE_LABELS[entry.template])}`;
    // An owner change names the owner.
    return logEntryType(entry) === 'status' && entry.detail ? `${label}: ${entry.detail}` : label;
  };

  if (entries.length === 0) return <Text className={classes.meta}>{t`Nothing yet.`}</Text>;
  return (
    <ol className={classes.log} aria-label={t`History, newest first`}>
      {entries.map((entry) => {
        const type = logEntryType(entry);
        // A booking's entries are the system's record of the viewing, not text staff wrote.
        const written = type !== 'status' && type !== 'delivery' && type !== 'intake' && !entry.viewing_event;
        const corrected = entry.corrects === null ? undefined : atOf.get(entry.corrects);
        return (
          <li key={entry.id} className={classes.logEntry} data-event={entry.kind} data-entry-type={type}>
            <Group gap={6} wrap="wrap" align="center">
              <Badge color={TYPE_COLORS[type]} variant="light" size="sm">
                {i18n._(LOG_ENTRY_TYPE_LABELS[type])}
              </Badge>
              <Text fz="sm" className={classes.meta} component="span">
                {dateTime(new Date(entry.at))}
                {entry.by && ` · ${entry.by}`}
              </Text>
            </Group>
            {entry.viewing_event ? (
              <ViewingEntry event={entry.viewing_event} detail={entry.detail} />
            ) : (
              <Text fz="sm" fw={600}>
                {summary(entry)}
              </Text>
            )}
            {corrected && (
              <Text fz="sm" className={classes.meta}>
                {t`Corrects the entry of ${dateTime(new Date(corrected))}`}
              </Text>
            )}
            {written && entry.detail && <span className={classes.note}>{entry.detail}</span>}
            {type === 'intake' && entry.detail && <span className={classes.note}>{entry.detail}</span>}
            {!written && type === 'delivery' && entry.detail && (
              <Text fz="sm" className={classes.meta}>
                {entry.detail}
              </Text>
            )}
            {written && onCorrect && (
              <Button variant="subtle" color="pine" h={44} px="xs" onClick={() => onCorrect(entry)}>
                {t`Correct this entry`}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
