import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

import { UNITS, type Unit } from '@/content/units';
import { UnitStatusBadge } from '@/features/apartments/components/unit-status-badge';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { DeskCallError, loadDeskUnits, type DeskUnits, type UnitState } from '../api/desk-api';
import { DESK_STATUSES } from '../model/desk-status';
import { DESK_STATUS_LABELS } from '../model/desk-texts';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './desk.module.css';
import { availableState, StatusChangeDialog } from './status-change-dialog';

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; data: DeskUnits }
  | { phase: 'failed'; error: DeskCallError | null };

/** Every unit with its status, its hold and its last change; each can be changed. */
export function UnitsPanel() {
  const { t, i18n } = useLingui();
  const { dateTime, date } = useDateFormatters();
  const { number } = useFormatters();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [filter, setFilter] = useState<string>('all');
  const [editing, setEditing] = useState<Unit | null>(null);

  const refresh = useCallback(() => {
    loadDeskUnits().then(
      (data) => setLoad({ phase: 'ready', data }),
      (error: unknown) => setLoad({ phase: 'failed', error: error instanceof DeskCallError ? error : null }),
    );
  }, []);
  useEffect(refresh, [refresh]);

  if (load.phase === 'loading') return <Loader color="pine" aria-label={t`Loading`} />;
  if (load.phase === 'failed') return <DeskLoadFailed error={load.error} onRetry={refresh} />;

  const { states, lastChanges } = load.data;
  const stateOf = (unit: Unit) => states.get(unit.weNr) ?? availableState(unit);
  const shown = UNITS.filter((unit) => filter === 'all' || stateOf(unit).status === filter);
  const updated = (next: UnitState) =>
    setLoad({ phase: 'ready', data: { states: new Map(states).set(next.we_nr, next), lastChanges } });

  return (
    <Stack gap="md">
      <NativeSelect
        label={t`Show`}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        data={[
          { value: 'all', label: t`All units` },
          ...DESK_STATUSES.map((value) => ({ value, label: i18n._(DESK_STATUS_LABELS[value]) })),
        ]}
        size="md"
        maw={320}
      />
      <Text fz="sm" c="charcoal.7" aria-live="polite">
        {t`${shown.length} of ${UNITS.length} units`}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((unit) => {
          const state = stateOf(unit);
          const change = lastChanges.get(unit.weNr);
          const who = change?.changed_by_email ?? t`automatically (hold ended)`;
          return (
            <li key={unit.weNr} className={classes.row} data-unit={unit.weNr}>
              <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={700}>{unit.weNr}</Text>
                    <UnitStatusBadge status={state.status} />
                  </Group>
                  <Text className={classes.meta}>
                    {t`${unit.rooms} rooms · ${number(unit.livingArea)} m²`}
                    {state.hold_until && ` · ${t`on hold until ${date(state.hold_until)}`}`}
                  </Text>
                  {change && (
                    <Text className={classes.meta} data-last-change="">
                      {t`Last change ${dateTime(change.changed_at)} by ${who}`}
                      {change.note && ` – ${change.note}`}
                    </Text>
                  )}
                </Stack>
                <Button
                  variant="light"
                  color="pine"
                  h={44}
                  onClick={() => setEditing(unit)}
                  aria-label={t`Change the status of unit ${unit.weNr}`}
                >
                  {t`Change`}
                </Button>
              </Group>
            </li>
          );
        })}
      </Stack>
      {editing && (
        <StatusChangeDialog
          key={editing.weNr}
          unit={editing}
          state={stateOf(editing)}
          opened
          onClose={() => {
            setEditing(null);
            refresh();
          }}
          onChanged={updated}
        />
      )}
    </Stack>
  );
}
