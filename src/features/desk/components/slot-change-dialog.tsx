import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { showToast } from '@/components/toast/toast';

import { DeskCallError } from '../api/desk-call';
import { cancelViewingSlot, moveViewingSlot, type ViewingChangeAnswer } from '../api/viewing-api';
import { DESK_ERROR_TEXTS } from '../model/desk-texts';
import {
  parseSlotTimes,
  partiesToTell,
  placesBooked,
  problemField,
  slotTimesInput,
  type SlotTimesInput,
  type ViewingSlot,
} from '../model/viewing';
import { SLOT_FORM_PROBLEM_TEXTS } from '../model/viewing-texts';
import { ConflictAlert } from './conflict-alert';
import { SlotTimesFields } from './slot-times-fields';
import { useSlotTime } from './use-slot-time';

export type SlotChange = 'move' | 'cancel';

/**
 * Moving or cancelling a slot, compare-and-set on the version the agent saw. Refused because someone changed
 * the slot meanwhile, it shows the slot as it is now and keeps what the agent typed, to check and send again.
 */
export function SlotChangeDialog({
  slot,
  change,
  onClose,
  onChanged,
}: {
  slot: ViewingSlot;
  change: SlotChange;
  onClose: () => void;
  /** Every answer of the server (a change or the fresh state of a conflict). */
  onChanged: (slot: ViewingSlot) => void;
}) {
  const { t, i18n } = useLingui();
  const slotTime = useSlotTime();
  const [seen, setSeen] = useState(slot);
  const [times, setTimes] = useState<SlotTimesInput>(() => slotTimesInput(slot));
  const [conflict, setConflict] = useState(false);
  const [shownProblem, setShownProblem] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = parseSlotTimes(times, new Date());
  const problem = change === 'move' && shownProblem && !parsed.ok ? parsed.problem : null;
  const told = partiesToTell(seen);
  const gone = seen.cancelled_at !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShownProblem(true);
    if (busy || gone || (change === 'move' && !parsed.ok)) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer: ViewingChangeAnswer =
        change === 'move' && parsed.ok
          ? await moveViewingSlot(seen, parsed.times)
          : await cancelViewingSlot(seen);
      onChanged(answer.slot);
      if (!answer.ok) {
        setSeen(answer.slot);
        setConflict(true);
        return;
      }
      void showToast({
        title: change === 'move' ? t`Viewing moved` : t`Viewing cancelled`,
        message: told > 0 ? t`The booked parties are being told by e-mail.` : t`Nobody had booked it.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setFailure(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setBusy(false);
    }
  };

  const booked = placesBooked(seen);
  const seenTime = slotTime(seen);
  const capacity = seen.capacity;
  const now = gone
    ? t`It has been cancelled meanwhile; nothing more can be changed.`
    : t`It is now: ${seenTime}, ${booked} of ${capacity} places booked. Nothing was saved. Check, then send again.`;
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={change === 'move' ? t`Move the viewing` : t`Cancel the viewing`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="charcoal.7">
            {seenTime}
          </Text>
          {conflict && <ConflictAlert>{now}</ConflictAlert>}
          {change === 'move' && (
            <SlotTimesFields
              value={times}
              onChange={setTimes}
              error={
                problem
                  ? {
                      field: problemField(problem) as keyof SlotTimesInput,
                      text: i18n._(SLOT_FORM_PROBLEM_TEXTS[problem]),
                    }
                  : null
              }
            />
          )}
          <Text fz="sm" data-told={told}>
            {told === 0
              ? t`Nobody has booked this viewing; nobody needs to be told.`
              : change === 'move'
                ? t`The booked parties (${told}) will be told the new time by e-mail, with a changed calendar invitation.`
                : t`The booked parties (${told}) will be told by e-mail that the viewing is cancelled.`}
          </Text>
          {failure && (
            <Text role="alert" c="red.8" fz="sm">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose}>
              {change === 'move' ? t`Close` : t`Keep the viewing`}
            </Button>
            <Button
              type="submit"
              color={change === 'move' ? 'pine' : 'red'}
              h={44}
              loading={busy}
              disabled={gone}
            >
              {change === 'move' ? t`Move viewing` : t`Cancel viewing`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
