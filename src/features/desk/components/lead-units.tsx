import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { UNITS } from '@/content/units';

import { UNIT_LINK_KINDS, type UnitLinkKind } from '../../../../supabase/functions/_shared/lead-pipeline';
import type { LeadChange } from '../api/desk-api';
import { UNIT_LINK_LABELS } from '../model/desk-texts';
import type { DeskLead } from '../model/lead';
import classes from './desk.module.css';

const LINK_COLORS: Record<UnitLinkKind, string> = {
  interest: 'gray',
  reservation: 'orange',
  purchase: 'pine',
};

/**
 * The flats linked to a lead, each with what the link means, and the form that links one (a reservation
 * puts the flat on hold for this lead), sent with the card's version as every change of the lead.
 */
export function LeadUnits({
  lead,
  busy,
  readOnly,
  save,
}: {
  lead: DeskLead;
  busy: boolean;
  readOnly: boolean;
  save: (change: LeadChange, done: string) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const [weNr, setWeNr] = useState('');
  const [link, setLink] = useState<UnitLinkKind>('interest');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!weNr || busy) return;
    const done =
      link === 'reservation' ? t`Flat ${weNr} is on hold for ${lead.name}` : t`Flat ${weNr} linked`;
    if (await save({ kind: 'unit', weNr, link }, done)) setWeNr('');
  };

  return (
    <Stack gap={6} data-lead-units="">
      {lead.units.length > 0 ? (
        <Group gap={6} wrap="wrap" aria-label={t`Linked flats`} role="list">
          {lead.units.map((unit) => (
            <Badge
              key={unit.we_nr}
              role="listitem"
              color={LINK_COLORS[unit.kind]}
              variant="light"
              data-unit-link={unit.we_nr}
              data-link-kind={unit.kind}
            >
              {unit.we_nr} · {i18n._(UNIT_LINK_LABELS[unit.kind])}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text fz="sm" className={classes.meta}>
          {t`No flats linked yet.`}
        </Text>
      )}
      {!readOnly && (
        <form onSubmit={(event) => void submit(event)}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t`Flat to link`}
              value={weNr}
              onChange={(event) => setWeNr(event.currentTarget.value)}
              data={[{ value: '', label: t`Choose a flat` }, ...UNITS.map((unit) => unit.weNr)]}
              size="md"
            />
            <NativeSelect
              label={t`Link as`}
              value={link}
              onChange={(event) => setLink(event.currentTarget.value as UnitLinkKind)}
              data={UNIT_LINK_KINDS.map((value) => ({ value, label: i18n._(UNIT_LINK_LABELS[value]) }))}
              size="md"
            />
            <Button type="submit" variant="default" h={44} disabled={busy || !weNr}>
              {link === 'reservation' ? t`Reserve for this lead` : t`Link flat`}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
