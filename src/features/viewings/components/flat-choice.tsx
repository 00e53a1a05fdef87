import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, NativeSelect, Stack, Text } from '@mantine/core';

import { UNITS } from '@/content/units';

import { VIEWING_MAX_FLATS } from '../../../../supabase/functions/_shared/viewing-rules';

const UNIT_CODES = UNITS.map((unit) => unit.weNr);

/**
 * The flats the buyer wants to see: the chosen ones, each removable, and a native select to add one
 * (a phone's own picker; no pop-over list to scroll).
 */
export function FlatChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useLingui();
  const left = UNIT_CODES.filter((code) => !value.includes(code));
  return (
    <Stack gap={6} data-flat-choice="">
      <Text component="label" htmlFor={id} fw={500} fz="sm">
        {t`Flats you would like to see`}
      </Text>
      {value.length > 0 && (
        <Group gap="xs" role="list" aria-label={t`Chosen flats`}>
          {value.map((code) => (
            <Group key={code} gap={2} role="listitem" wrap="nowrap" data-chosen-flat={code}>
              <Text fw={600}>{t`Apartment ${code}`}</Text>
              <CloseButton
                size="lg"
                aria-label={t`Remove apartment ${code}`}
                onClick={() => onChange(value.filter((chosen) => chosen !== code))}
              />
            </Group>
          ))}
        </Group>
      )}
      {value.length < VIEWING_MAX_FLATS && (
        <NativeSelect
          id={id}
          value=""
          description={t`Optional; the agent prepares them for you.`}
          onChange={(event) => {
            const code = event.currentTarget.value;
            if (code) onChange([...value, code]);
          }}
          data={[{ value: '', label: t`Add a flat…` }, ...left.map((code) => ({ value: code, label: code }))]}
        />
      )}
    </Stack>
  );
}
