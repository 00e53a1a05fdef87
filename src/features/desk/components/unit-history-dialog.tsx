import { useLingui } from '@lingui/react/macro';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { useDateFormatters } from '@/lib/i18n/use-date-formatters';

import { loadUnitHistory, type UnitChange } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import { isDeskStatus } from '../model/desk-status';
import { DESK_STATUS_LABELS } from '../model/desk-texts';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './desk.module.css';

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; changes: UnitChange[] }
  | { phase: 'failed'; error: DeskCallError | null };

/** Every change of one unit, newest first: status, hold and its end, expiry, who and why. */
export function UnitHistoryDialog({ weNr, onClose }: { weNr: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { dateTime, date } = useDateFormatters();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadUnitHistory(weNr).then(
      (changes) => active && setLoad({ phase: 'ready', changes }),
      (error: unknown) =>
        active && setLoad({ phase: 'failed', error: error instanceof DeskCallError ? error : null }),
    );
    return () => {
      active = false;
    };
  }, [weNr, attempt]);
  const label = (value: string) => (isDeskStatus(value) ? i18n._(DESK_STATUS_LABELS[value]) : value);

  return (
    <Modal opened onClose={onClose} title={t`History of unit ${weNr}`} centered>
      {load.phase === 'loading' && <Loader color="pine" aria-label={t`Loading`} />}
      {load.phase === 'failed' && (
        <DeskLoadFailed
          error={load.error}
          onRetry={() => {
            setLoad({ phase: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {load.phase === 'ready' && load.changes.length === 0 && (
        <Text>{t`No change since the sales desk started: the status is the one first recorded.`}</Text>
      )}
      {load.phase === 'ready' && load.changes.length > 0 && (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-unit-history="">
          {load.changes.map((change) => {
            const from = label(change.from_status);
            const to = label(change.to_status);
            const who = change.changed_by ?? t`the system (the hold ended)`;
            return (
              <li key={change.version} className={classes.historyEntry}>
                <Text fw={600} fz="sm">
                  {t`${from} → ${to}`}
                  {change.hold_until && `, ${t`on hold until ${date(change.hold_until)}`}`}
                </Text>
                <Text className={classes.meta}>{t`${dateTime(change.changed_at)} by ${who}`}</Text>
                {change.note && (
                  <Text fz="sm" className={classes.note}>
                    {change.note}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
