import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { showToast } from '@/components/toast/toast';

import classes from '../components/desk.module.css';
import { LEAD_SOURCE_LABELS, STAGE_LABELS } from '../model/desk-texts';
import type { DeskLead } from '../model/lead';
import type { IntakeRecord } from '../model/manual-lead';
import { ManualLeadForm } from './manual-lead-form';
import { useLeadIntake, type IntakeProblem } from './use-lead-intake';

/**
 * "Add a lead" and the leads added on this device that the server does not have yet: waiting for the
 * connection, or stopped at a lead of the same e-mail or phone for the agent's choice (add to that lead, or
 * create anyway). Never a second lead without that choice.
 */
export function LeadIntakePanel({ onStored }: { onStored: (lead: DeskLead) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const intake = useLeadIntake((lead) => {
    void showToast({ title: t`Lead saved: ${lead.name}`, variant: 'success' });
    onStored(lead);
  });
  const problems: Record<IntakeProblem, string> = {
    unavailable: t`No connection to the server. The leads below are kept on this device and sent as soon as the connection is back.`,
    conflict: t`A colleague changed that lead meanwhile. It now shows their change; choose again.`,
    other: t`Something went wrong. The leads below stay on this device; please try again.`,
  };

  return (
    <Stack gap="sm" data-lead-intake="">
      <Group>
        <Button color="pine" h={48} onClick={() => setOpen(true)}>
          {t`Add a lead`}
        </Button>
      </Group>
      <ManualLeadForm opened={open} onClose={() => setOpen(false)} onAdd={intake.add} />
      {intake.problem && intake.records.length > 0 && (
        <Alert color="yellow" role="status" data-intake-problem={intake.problem}>
          {problems[intake.problem]}
        </Alert>
      )}
      {intake.records.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Leads not yet on the server`}
        >
          {intake.records.map((record) => (
            <PendingLead
              key={record.key}
              record={record}
              duplicates={intake.duplicates.get(record.key) ?? []}
              busy={intake.busy}
              onResolve={(into) => void intake.resolve(record, into)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PendingLead({
  record,
  duplicates,
  busy,
  onResolve,
}: {
  record: IntakeRecord;
  duplicates: readonly DeskLead[];
  busy: boolean;
  onResolve: (into: DeskLead | null) => void;
}) {
  const { t, i18n } = useLingui();
  const { lead } = record;
  const contact = [lead.email, lead.phone].filter(Boolean).join(' · ');
  const offer = record.state === 'duplicate' && duplicates.length > 0;
  return (
    <li className={classes.row} data-pending-lead={record.key} data-pending-state={record.state}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{lead.name}</Text>
          <Badge color="gold" variant="light">
            {i18n._(LEAD_SOURCE_LABELS[lead.source])}
          </Badge>
        </Group>
        <Text fz="sm">{contact}</Text>
        {!offer && (
          <Text fz="sm" className={classes.meta}>
            {t`Kept on this device, waiting for the connection.`}
          </Text>
        )}
        {offer && (
          <Stack gap="xs" data-duplicate-offer="">
            <Text fz="sm" fw={600}>
              {t`There is already a lead with this e-mail address or phone number. Add this enquiry to it, or create a new lead anyway?`}
            </Text>
            {duplicates.map((existing) => (
              <Group
                key={existing.id}
                justify="space-between"
                gap="xs"
                wrap="wrap"
                className={classes.logEntry}
                data-duplicate={existing.id}
              >
                <Stack gap={0}>
                  <Text fz="sm" fw={600}>
                    {existing.name} · {i18n._(STAGE_LABELS[existing.stage])}
                  </Text>
                  <Text fz="sm" className={classes.meta}>
                    {[existing.email, existing.phone].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Button color="pine" h={44} disabled={busy} onClick={() => onResolve(existing)}>
                  {t`Add to this lead`}
                </Button>
              </Group>
            ))}
            <Group>
              <Button variant="default" h={44} disabled={busy} onClick={() => onResolve(null)}>
                {t`Create anyway`}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </li>
  );
}
