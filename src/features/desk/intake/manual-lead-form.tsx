import { useLingui } from '@lingui/react/macro';
import {
  Button,
  CloseButton,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { ColumnGrid } from '@/components/layout/column-grid';
import { UNITS } from '@/content/units';
import { useLocale } from '@/lib/i18n/use-locale';
import { useUnsentInput } from '@/lib/unsent-input';

import type { ManualLeadSource } from '../../../../supabase/functions/_shared/lead-pipeline';
import { LEAD_SOURCE_LABELS, MANUAL_LEAD_ISSUE_TEXTS } from '../model/desk-texts';
import {
  MANUAL_LEAD_SOURCES,
  validateManualLead,
  type LeadLanguage,
  type ManualLead,
  type ManualLeadField,
  type ManualLeadIssue,
} from '../model/manual-lead';

/**
 * Adding a lead by hand: where it came from, who (a name and an e-mail address or a phone number), their
 * language, what they said, and the flats they asked about. What is typed stays while the form is open;
 * `onAdd` keeps the lead on the device before anything is sent, so it works without a connection.
 */
export function ManualLeadForm({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (lead: ManualLead) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [source, setSource] = useState<ManualLeadSource>('phone');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState<LeadLanguage>(locale === 'de' ? 'de' : 'en');
  const [message, setMessage] = useState('');
  const [units, setUnits] = useState<string[]>([]);
  const [issues, setIssues] = useState<Partial<Record<ManualLeadField, ManualLeadIssue>>>({});
  const [saving, setSaving] = useState(false);
  useUnsentInput(opened && (name !== '' || email !== '' || phone !== '' || message !== ''));

  const issueText = (field: ManualLeadField) => {
    const code = issues[field];
    if (!code) return undefined;
    const text = MANUAL_LEAD_ISSUE_TEXTS[code];
    return text ? i18n._(text) : t`Please check this field`;
  };

  const reset = () => {
    setName('');
    setEmail('');
    setPhone('');
    setMessage('');
    setUnits([]);
    setIssues({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateManualLead({ source, name, email, phone, language, message, units });
    if (!checked.success) {
      setIssues(checked.issues);
      return;
    }
    setSaving(true);
    try {
      await onAdd(checked.lead);
      reset();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const portal = source.startsWith('portal_');
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add a lead`} size="lg" data-manual-lead-form="">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t`Source`}
            value={source}
            onChange={(event) => setSource(event.currentTarget.value as ManualLeadSource)}
            data={MANUAL_LEAD_SOURCES.map((value) => ({ value, label: i18n._(LEAD_SOURCE_LABELS[value]) }))}
            size="md"
          />
          <TextInput
            label={t`Name`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={issueText('name')}
            autoComplete="off"
            required
            size="md"
          />
          <ColumnGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`E-mail`}
              type="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={issueText('email')}
              autoComplete="off"
              size="md"
            />
            <TextInput
              label={t`Phone`}
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              error={issueText('phone')}
              autoComplete="off"
              size="md"
            />
          </ColumnGrid>
          <Text fz="sm" c="charcoal.7">
            {t`An e-mail address or a phone number is enough.`}
          </Text>
          <NativeSelect
            label={t`Language`}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as LeadLanguage)}
            data={[
              { value: 'de', label: t({ message: 'German', context: 'language of a lead' }) },
              { value: 'en', label: t({ message: 'English', context: 'language of a lead' }) },
            ]}
            size="md"
          />
          <Textarea
            label={portal ? t`The portal's enquiry (paste it here)` : t`Message or notes`}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={issueText('message')}
            autosize
            minRows={3}
            maxRows={10}
            size="md"
          />
          <NativeSelect
            label={t`Flats asked about`}
            value=""
            onChange={(event) => {
              const weNr = event.currentTarget.value;
              if (weNr && !units.includes(weNr)) setUnits([...units, weNr]);
            }}
            data={[
              { value: '', label: t`Add a flat` },
              ...UNITS.filter((unit) => !units.includes(unit.weNr)).map((unit) => unit.weNr),
            ]}
            size="md"
          />
          {units.length > 0 && (
            <Group gap={6} role="list" aria-label={t`Flats asked about`}>
              {units.map((weNr) => (
                <Group key={weNr} gap={0} role="listitem" data-chosen-unit={weNr}>
                  <Text fz="sm" fw={600} pl="xs">
                    {weNr}
                  </Text>
                  <CloseButton
                    size={44}
                    aria-label={t`Remove flat ${weNr}`}
                    onClick={() => setUnits(units.filter((other) => other !== weNr))}
                  />
                </Group>
              ))}
            </Group>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" h={48} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" color="pine" h={48} loading={saving}>
              {t`Add lead`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
