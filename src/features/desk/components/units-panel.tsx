import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type ComponentType } from 'react';

import { UNITS, type Unit } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { loadDeskUnits, type UnitState } from '../api/desk-api';
import { useAlertDemand } from '../api/use-alert-demand';
import { useDeskLoad } from '../api/use-desk-load';
import { DESK_STATUSES } from '../model/desk-status';
import { DESK_ERROR_TEXTS, DESK_STATUS_LABELS, RELOAD_LABEL } from '../model/desk-texts';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './desk.module.css';
import { availableState, StatusChangeDialog } from './status-change-dialog';
import { UnitDemandBadges } from './unit-demand-badges';
import { UnitHistoryDialog } from './unit-history-dialog';

/** The finder's badge for a sales status (null: not confirmed), passed in by the route so the features stay apart. */
export type StatusBadge = ComponentType<{ status: string | null }>;

/**
 * Every unit with its status, its hold, its last change and its buyer-alert demand; each can be changed, and
 * its history read.
 */
export function UnitsPanel({ StatusBadge }: { StatusBadge: StatusBadge }) {
  const { t, i18n } = useLingui();
  const { dateTime, date } = useDateFormatters();
  const { number } = useFormatters();
  const { load, refresh, update } = useDeskLoad(loadDeskUnits);
  const [filter, setFilter] = useState<string>('all');
  const [editing, setEditing] = useState<Unit | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const { load: demandLoad, refresh: refreshDemand } = useAlertDemand();

  if (load.phase === 'loading') return <Loader color="pine" aria-label={t`Loading`} />;
  if (load.phase === 'failed') return <DeskLoadFailed error={load.error} onRetry={refresh} />;

  const { states } = load.data;
  // desk_units answers for every unit: one it left out has a status nobody can vouch for, shown as not confirmed.
  const known = (unit: Unit) => states.get(unit.weNr);
  const stateOf = (unit: Unit) => known(unit) ?? availableState(unit);
  const shown = UNITS.filter((unit) => filter === 'all' || known(unit)?.status === filter);
  const updated = (next: UnitState) => update({ states: new Map(states).set(next.we_nr, next) });

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
      {demandLoad.phase === 'failed' && (
        <Alert color="yellow" role="status" data-demand-failed="">
          <Stack gap="sm" align="flex-start">
            <Text>
              {t`The watcher counts could not be loaded.`}{' '}
              {i18n._(DESK_ERROR_TEXTS[demandLoad.error?.kind ?? 'other'])}
            </Text>
            <Button variant="default" h={44} onClick={refreshDemand}>
              {i18n._(RELOAD_LABEL)}
            </Button>
          </Stack>
        </Alert>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((unit) => {
          const state = stateOf(unit);
          const who = state.changed_by ?? t`the system (the hold ended)`;
          const demand = demandLoad.phase === 'ready' ? demandLoad.demand.get(unit.weNr) : undefined;
          return (
            <li key={unit.weNr} className={classes.row} data-unit={unit.weNr}>
              <Group justify="space-between" align="center" gap="sm">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={700}>{unit.weNr}</Text>
                    <StatusBadge status={known(unit)?.status ?? null} />
                    {demand && <UnitDemandBadges demand={demand} />}
                  </Group>
                  <Text className={classes.meta}>
                    {t`${unit.rooms} rooms · ${number(unit.livingArea)} m²`}
                    {state.hold_until && ` · ${t`on hold until ${date(state.hold_until)}`}`}
                  </Text>
                  {state.changed_at && (
                    <Text className={classes.meta} data-last-change="">
                      {t`Last change ${dateTime(state.changed_at)} by ${who}`}
                      {state.note && ` – ${state.note}`}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    h={44}
                    onClick={() => setHistoryOf(unit.weNr)}
                    aria-label={t`History of unit ${unit.weNr}`}
                  >
                    {t`History`}
                  </Button>
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
              </Group>
            </li>
          );
        })}
      </Stack>
      {historyOf && <UnitHistoryDialog weNr={historyOf} onClose={() => setHistoryOf(null)} />}
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
