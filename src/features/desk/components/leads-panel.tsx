import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

import { ColumnGrid } from '@/components/layout/column-grid';
import { UNITS } from '@/content/units';
import { byCount } from '@/lib/i18n/by-count';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useLocale } from '@/lib/i18n/use-locale';
import { PREFERRED_ROOM_LABELS, PREFERRED_ROOM_VALUES } from '@/lib/preferred-rooms';

import { LEAD_STAGES } from '../../../../supabase/functions/_shared/lead-pipeline';
import { loadLeads, loadStaff, type StaffMember } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import { useRefreshWhileOpen } from '../api/use-refresh-while-open';
import { LeadIntakePanel } from '../intake/lead-intake-panel';
import { berlinDay } from '../model/berlin-time';
import { DELIVERY_STATE_LABELS, LEAD_ORDER_LABELS, RELOAD_LABEL, STAGE_LABELS } from '../model/desk-texts';
import {
  ALL_LEADS,
  DELIVERY_STATES,
  filterLeads,
  LEAD_ORDERS,
  needsAttention,
  readStoredLeads,
  sortLeads,
  writeStoredLeads,
  type DeskLead,
  type LeadFilter,
  type LeadOrder,
} from '../model/lead';
import { addArrivals } from '../model/lead-arrivals';
import { DeskLoadFailed } from './desk-load-failed';
import { LeadCard } from './lead-card';
import { useLeadsCsv } from './use-leads-csv';

type Load =
  | { phase: 'loading' }
  | { phase: 'live'; leads: DeskLead[] }
  /** The live list could not be loaded: the last one this device loaded, with its time. */
  | { phase: 'stored'; leads: DeskLead[]; savedAt: Date; error: DeskCallError | null }
  | { phase: 'failed'; error: DeskCallError | null };

/** How often an open inbox asks for new leads: a new public enquiry shows within half a minute. */
const ARRIVALS_INTERVAL_MS = 15_000;

/**
 * The lead inbox (every submission, filtered by stage, owner, due follow-ups, delivery, room wish and the unit a
 * message names, searched by name or e-mail, sorted, exported as CSV), or with `attentionOnly` what needs a
 * person: failed, late, recent spam, overdue follow-ups.
 */
export function LeadsPanel({
  attentionOnly,
  userId,
  canExport,
}: {
  attentionOnly: boolean;
  userId: string;
  /** Exports are an admin's (the list itself is every agent's). */
  canExport: boolean;
}) {
  // A lead the intake stored: the list loads again (the intake keeps its place, so an open form stays).
  const [reloads, setReloads] = useState(0);
  return (
    <Stack gap="md">
      {!attentionOnly && <LeadIntakePanel onStored={() => setReloads((count) => count + 1)} />}
      <LeadsList attentionOnly={attentionOnly} userId={userId} canExport={canExport} reloads={reloads} />
    </Stack>
  );
}

function LeadsList({
  attentionOnly,
  userId,
  canExport,
  reloads,
}: {
  attentionOnly: boolean;
  userId: string;
  canExport: boolean;
  reloads: number;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { dateTime } = useDateFormatters();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [filter, setFilter] = useState<LeadFilter>(ALL_LEADS);
  const [order, setOrder] = useState<LeadOrder>('newest');
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const downloadCsv = useLeadsCsv();

  const refresh = useCallback(() => {
    loadLeads().then(
      (leads) => {
        writeStoredLeads(leads, new Date());
        setLoad({ phase: 'live', leads });
      },
      (error: unknown) => {
        const known = error instanceof DeskCallError ? error : null;
        const stored = readStoredLeads();
        setLoad(
          stored && known?.kind === 'unavailable'
            ? { phase: 'stored', leads: stored.leads, savedAt: stored.savedAt, error: known }
            : { phase: 'failed', error: known },
        );
      },
    );
  }, []);
  useEffect(refresh, [refresh, reloads]);
  // Ids of the leads that came in while the inbox was open, until the agent marks them seen.
  const [arrived, setArrived] = useState<readonly string[]>([]);
  const lookForArrivals = useCallback(() => {
    loadLeads().then(
      (loaded) => {
        writeStoredLeads(loaded, new Date());
        setLoad((current) => {
          if (current.phase === 'loading') return current;
          if (current.phase !== 'live') return { phase: 'live', leads: loaded };
          const next = addArrivals(current.leads, loaded);
          if (next.arrived.length === 0) return current;
          setArrived((seen) => [...next.arrived, ...seen]);
          return { phase: 'live', leads: next.leads };
        });
      },
      // Offline or signed out: the list on screen stays, the next look or a reload says why.
      () => undefined,
    );
  }, []);
  useRefreshWhileOpen(lookForArrivals, ARRIVALS_INTERVAL_MS);
  useEffect(() => {
    // Without the team list the assignment offers only the current assignee and nobody.
    loadStaff().then(setStaff, () => undefined);
  }, []);
  const updateLead = useCallback((next: DeskLead) => {
    setLoad((current) => {
      if (current.phase !== 'live') return current;
      const leads = current.leads.map((lead) => (lead.id === next.id ? next : lead));
      writeStoredLeads(leads, new Date());
      return { phase: 'live', leads };
    });
  }, []);

  if (load.phase === 'loading') return <Loader color="pine" aria-label={t`Loading`} />;
  if (load.phase === 'failed') return <DeskLoadFailed error={load.error} onRetry={refresh} />;

  const today = berlinDay(new Date());
  const all = attentionOnly ? load.leads.filter((lead) => needsAttention(lead, today)) : load.leads;
  const agentName = staff.find((member) => member.user_id === userId)?.name ?? '';
  const shown = attentionOnly ? all : sortLeads(filterLeads(all, filter, { userId, today }), order);
  const ownerOptions = [
    { value: 'all', label: t`Everyone` },
    { value: 'mine', label: t`Mine` },
    { value: 'nobody', label: t`Nobody yet` },
    ...staff.map((member) => ({ value: member.user_id, label: member.name })),
  ];
  const offline = load.phase === 'stored';
  const arrivedCount = arrived.length;
  return (
    <Stack gap="md">
      {offline && (
        <Alert color="yellow" role="status" data-stored-leads="">
          <Stack gap="sm" align="flex-start">
            <Text>{t`No connection to the server. This is the list loaded at ${dateTime(load.savedAt)}; changes are not possible until the connection is back.`}</Text>
            <Button variant="default" h={44} onClick={refresh}>
              {i18n._(RELOAD_LABEL)}
            </Button>
          </Stack>
        </Alert>
      )}
      {!attentionOnly && (
        <Stack gap="sm" align="flex-start">
          {/* Two columns on a phone, so the first lead is not a screen away. */}
          <ColumnGrid
            cols={{ base: 2, sm: 3, md: 5 }}
            spacing="sm"
            style={{ alignItems: 'end', width: '100%' }}
          >
            <NativeSelect
              label={t`Stage`}
              value={filter.stage}
              onChange={(event) =>
                setFilter({ ...filter, stage: event.currentTarget.value as LeadFilter['stage'] })
              }
              data={[
                { value: 'all', label: t`All` },
                { value: 'open', label: t`Open (not sold or lost)` },
                ...LEAD_STAGES.map((value) => ({ value, label: i18n._(STAGE_LABELS[value]) })),
              ]}
              size="md"
            />
            <NativeSelect
              label={t`Owner`}
              value={filter.owner}
              onChange={(event) => setFilter({ ...filter, owner: event.currentTarget.value })}
              data={ownerOptions}
              size="md"
            />
            <NativeSelect
              label={t`Follow-up`}
              value={filter.due}
              onChange={(event) =>
                setFilter({ ...filter, due: event.currentTarget.value as LeadFilter['due'] })
              }
              data={[
                { value: 'all', label: t`All` },
                { value: 'due', label: t`Due today or overdue` },
                { value: 'overdue', label: t`Overdue` },
              ]}
              size="md"
            />
            <NativeSelect
              label={t`Sort`}
              value={order}
              onChange={(event) => setOrder(event.currentTarget.value as LeadOrder)}
              data={LEAD_ORDERS.map((value) => ({ value, label: i18n._(LEAD_ORDER_LABELS[value]) }))}
              size="md"
            />
            <NativeSelect
              label={t`Delivery`}
              value={filter.state}
              onChange={(event) =>
                setFilter({ ...filter, state: event.currentTarget.value as LeadFilter['state'] })
              }
              data={[
                { value: 'all', label: t`All` },
                ...DELIVERY_STATES.map((value) => ({ value, label: i18n._(DELIVERY_STATE_LABELS[value]) })),
              ]}
              size="md"
            />
            <NativeSelect
              label={t`Room wish`}
              value={filter.rooms}
              onChange={(event) =>
                setFilter({ ...filter, rooms: event.currentTarget.value as LeadFilter['rooms'] })
              }
              data={[
                { value: 'all', label: t`All` },
                ...PREFERRED_ROOM_VALUES.map((value) => ({
                  value,
                  label: i18n._(PREFERRED_ROOM_LABELS[value]),
                })),
              ]}
              size="md"
            />
            <NativeSelect
              label={t`Unit`}
              value={filter.unit}
              onChange={(event) => setFilter({ ...filter, unit: event.currentTarget.value })}
              data={[{ value: 'all', label: t`All` }, ...UNITS.map((unit) => unit.weNr)]}
              size="md"
            />
            <TextInput
              label={t`Search name or e-mail`}
              type="search"
              value={filter.search}
              onChange={(event) => setFilter({ ...filter, search: event.currentTarget.value })}
              size="md"
            />
          </ColumnGrid>
          {canExport && (
            <Button
              variant="default"
              h={48}
              onClick={() => downloadCsv(shown, locale)}
              disabled={shown.length === 0}
            >
              {t`Export CSV`}
            </Button>
          )}
        </Stack>
      )}
      <Group gap="sm" align="center" mih={44}>
        <Text fz="sm" c="charcoal.7" aria-live="polite" data-lead-count={shown.length}>
          {attentionOnly
            ? shown.length === 0
              ? t`Nothing needs attention right now.`
              : t`${shown.length} enquiries need a person`
            : t`${shown.length} of ${all.length} enquiries`}
        </Text>
        <Group gap="xs" align="center" role="status" data-arrived-count={arrived.length}>
          {arrived.length > 0 && (
            <>
              <Text fz="sm" fw={700} c="pine.7">
                {byCount(arrived.length, {
                  one: t`1 new enquiry since you opened the list`,
                  other: t`${arrivedCount} new enquiries since you opened the list`,
                })}
              </Text>
              <Button variant="subtle" h={44} onClick={() => setArrived([])}>
                {t`Mark as seen`}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((lead) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            staff={staff}
            agentName={agentName}
            today={today}
            readOnly={offline}
            arrived={arrived.includes(lead.id)}
            onChanged={refresh}
            onLeadUpdated={updateLead}
          />
        ))}
      </Stack>
    </Stack>
  );
}
