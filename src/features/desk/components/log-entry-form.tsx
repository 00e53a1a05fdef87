import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useUnsentInput } from '@/lib/unsent-input';

import {
  CALL_OUTCOMES,
  LOG_ENTRY_MAX,
  WRITTEN_ENTRY_KINDS,
  type CallOutcome,
  type WrittenEntryKind,
} from '../../../../supabase/functions/_shared/lead-pipeline';
import type { LeadChange } from '../api/desk-api';
import { CALL_OUTCOME_LABELS, WRITTEN_ENTRY_LABELS } from '../model/desk-texts';
import type { LogEntry } from '../model/lead';

const isEntryKind = (value: string): value is WrittenEntryKind =>
  (WRITTEN_ENTRY_KINDS as readonly string[]).includes(value);
const isOutcome = (value: string): value is CallOutcome =>
  (CALL_OUTCOMES as readonly string[]).includes(value);

/**
 * Adds a call (with its outcome), an e-mail sent, a viewing or a note to the lead's log, or a correction of
 * `correcting` (it starts from that entry). The text stays when the save is refused, to be saved again.
 */
export function LogEntryForm({
  busy,
  correcting,
  onCancelCorrection,
  save,
}: {
  busy: boolean;
  correcting: LogEntry | null;
  onCancelCorrection: () => void;
  save: (change: LeadChange, done: string) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDateFormatters();
  const startKind = correcting && isEntryKind(correcting.kind) ? correcting.kind : 'call';
  const [kind, setKind] = useState<WrittenEntryKind>(startKind);
  const [outcome, setOutcome] = useState<CallOutcome>(correcting?.outcome ?? 'reached');
  const [text, setText] = useState(correcting?.detail ?? '');
  useUnsentInput(text.trim() !== '');
  const needsText = kind !== 'call';
  const canSave = !busy && (!needsText || text.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const saved = await save(
      {
        kind: 'entry',
        entry: kind,
        text,
        outcome: kind === 'call' ? outcome : null,
        corrects: correcting?.id ?? null,
      },
      correcting ? t`Correction added to the history` : t`Added to the history`,
    );
    if (saved) {
      setText('');
      if (correcting) onCancelCorrection();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-log-entry-form="">
      <Stack gap="xs">
        {correcting && (
          <Text fz="sm" fw={600} role="status">
            {t`Correcting the entry of ${dateTime(new Date(correcting.at))}. The original stays in the history.`}
          </Text>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t`Type of entry`}
            value={kind}
            disabled={busy}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isEntryKind(value)) setKind(value);
            }}
            data={WRITTEN_ENTRY_KINDS.map((value) => ({
              value,
              label: i18n._(WRITTEN_ENTRY_LABELS[value]),
            }))}
            size="md"
          />
          {kind === 'call' && (
            <NativeSelect
              label={t`Outcome`}
              value={outcome}
              disabled={busy}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isOutcome(value)) setOutcome(value);
              }}
              data={CALL_OUTCOMES.map((value) => ({ value, label: i18n._(CALL_OUTCOME_LABELS[value]) }))}
              size="md"
            />
          )}
        </Group>
        <Textarea
          label={needsText ? t`What happened` : t`What happened (optional)`}
          description={t`Kept in the history with your name and the time; it cannot be changed, only corrected.`}
          value={text}
          maxLength={LOG_ENTRY_MAX}
          autosize
          minRows={1}
          onChange={(event) => setText(event.currentTarget.value)}
          size="md"
        />
        <Group gap="sm">
          <Button type="submit" color="pine" h={44} disabled={!canSave}>
            {correcting ? t`Add correction` : t`Add to history`}
          </Button>
          {correcting && (
            <Button variant="default" h={44} onClick={onCancelCorrection}>
              {t`Cancel correction`}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
