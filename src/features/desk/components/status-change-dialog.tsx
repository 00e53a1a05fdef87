import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
// Only the desk uses Radio: its styles come with it (src/styles/app.css has the site's).
import '@mantine/core/styles/Radio.css';
import { useState, type FormEvent } from 'react';

import { showToast } from '@/components/toast/toast';
import type { Unit } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { announceUnitStatusesChanged } from '@/lib/unit-statuses-changed';
import { useUnsentInput } from '@/lib/unsent-input';

import { changeUnitStatus, type UnitState } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import {
  DEFAULT_HOLD_DAYS,
  dateInputValue,
  defaultHoldDate,
  DESK_STATUSES,
  holdEndOf,
  HOLD_STATUS,
  isDeskStatus,
  type DeskStatus,
} from '../model/desk-status';
import { DESK_ERROR_TEXTS, DESK_STATUS_LABELS } from '../model/desk-texts';
import { ConflictAlert } from './conflict-alert';

export const NOTE_MAX = 1000;

/** A unit without a row is Available at version 0. */
export function availableState(unit: Pick<Unit, 'weNr'>): UnitState {
  return { we_nr: unit.weNr, status: 'Available', version: 0, hold_until: null, updated_at: null };
}

/** Who made a unit's last change, as the desk names them (null: the system, when a hold ended). */
export function useChangedByName(): (state: UnitState) => string {
  const { t } = useLingui();
  return (state) => state.changed_by ?? t`the system (the hold ended)`;
}

/**
 * Changes one unit's status: the four statuses, the end of a hold (default in 14 days) and a note. The change
 * is sent with the version this dialog showed; when another agent changed the unit meanwhile, nothing is
 * saved and the dialog shows the current state, from which the agent may save again.
 */
export function StatusChangeDialog({
  unit,
  state,
  opened,
  onClose,
  onChanged,
}: {
  unit: Unit;
  state: UnitState;
  opened: boolean;
  onClose: () => void;
  onChanged: (next: UnitState) => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime, date } = useDateFormatters();
  const changedBy = useChangedByName();
  const [seen, setSeen] = useState(state);
  const [status, setStatus] = useState<DeskStatus>(isDeskStatus(state.status) ? state.status : 'Available');
  const [holdDate, setHoldDate] = useState(defaultHoldDate());
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<UnitState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // An open dialog is a change on its way: a new version waits until it is closed.
  useUnsentInput(opened);
  const holdEnd = holdEndOf(holdDate);
  const [today] = useState(() => dateInputValue(new Date()));
  // The hold ends at the end of the chosen day: today is the earliest.
  const holdInvalid = status === HOLD_STATUS && (!holdEnd || holdDate < today);

  const currentLabel = (value: string) => (isDeskStatus(value) ? i18n._(DESK_STATUS_LABELS[value]) : value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (holdInvalid) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await changeUnitStatus({
        weNr: unit.weNr,
        unitNumber: unit.unitNumber,
        expectedVersion: seen.version,
        status,
        note,
        holdUntil: status === HOLD_STATUS ? holdEnd : null,
      });
      if (!answer.ok) {
        setConflict(answer.unit);
        setSeen(answer.unit);
        onChanged(answer.unit);
        return;
      }
      onChanged(answer.unit);
      announceUnitStatusesChanged();
      const label = currentLabel(answer.unit.status);
      void showToast({
        title: t`Status saved`,
        message: t`Unit ${unit.weNr} is now: ${label}`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setProblem(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setBusy(false);
    }
  };

  const seenLabel = currentLabel(seen.status);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Status of unit ${unit.weNr}`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="charcoal.7">
            {t`Now: ${seenLabel}`}
            {seen.hold_until && ` · ${t`on hold until ${date(seen.hold_until)}`}`}
          </Text>
          {conflict && (
            <ConflictAlert>
              {conflict.changed_at
                ? t`${changedBy(conflict)} changed this unit at ${dateTime(conflict.changed_at)}. It is now: ${seenLabel}. Nothing was saved. Check the status, then save again if your change still applies.`
                : t`Another agent changed this unit meanwhile. It is now: ${seenLabel}. Nothing was saved. Check the status, then save again if your change still applies.`}
              {conflict.note && (
                <Text fz="sm" mt={4} data-conflict-note="">
                  {t`Their note: ${conflict.note}`}
                </Text>
              )}
            </ConflictAlert>
          )}
          <Radio.Group
            label={t`New status`}
            value={status}
            onChange={(value) => isDeskStatus(value) && setStatus(value)}
          >
            <Stack gap={4} mt={4}>
              {DESK_STATUSES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={i18n._(DESK_STATUS_LABELS[value])}
                  size="md"
                  py={10}
                />
              ))}
            </Stack>
          </Radio.Group>
          {status === HOLD_STATUS && (
            <TextInput
              type="date"
              label={t`On hold until`}
              description={t`Default: ${DEFAULT_HOLD_DAYS} days from today. Then the unit is available again by itself.`}
              value={holdDate}
              onChange={(event) => setHoldDate(event.currentTarget.value)}
              error={holdInvalid ? t`Please choose a date in the future` : undefined}
              size="md"
            />
          )}
          <Textarea
            label={t`Note (optional)`}
            description={t`Only the sales team sees it, in the history of the unit.`}
            value={note}
            maxLength={NOTE_MAX}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
            size="md"
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={48} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" color="pine" h={48} loading={busy} disabled={holdInvalid}>
              {t`Save status`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
