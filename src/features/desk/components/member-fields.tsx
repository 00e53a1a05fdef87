import { useLingui } from '@lingui/react/macro';
import { NativeSelect, TextInput } from '@mantine/core';

import { LOCALES, type Locale } from '@/lib/i18n/locale';

import { STAFF_ROLES, type MemberSettings, type StaffRole } from '../api/team-api';
import { MAIL_LANGUAGE_LABELS, ROLE_LABELS } from '../model/team-texts';

/** A member's display name, mail language and role: in the invite form and the edit dialog. */
export function MemberFields({
  value,
  onChange,
  nameError,
}: {
  value: MemberSettings;
  onChange: (next: MemberSettings) => void;
  nameError?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <TextInput
        label={t`Display name`}
        description={t`Shown in the desk and on the enquiries they own.`}
        required
        maxLength={100}
        autoComplete="off"
        value={value.displayName}
        onChange={(event) => onChange({ ...value, displayName: event.currentTarget.value })}
        error={nameError}
        size="md"
      />
      <NativeSelect
        label={t`Mail language`}
        description={t`For the invitation and the morning mail of due follow-ups.`}
        value={value.locale}
        onChange={(event) => onChange({ ...value, locale: event.currentTarget.value as Locale })}
        data={LOCALES.map((locale) => ({ value: locale, label: MAIL_LANGUAGE_LABELS[locale] }))}
        size="md"
      />
      <NativeSelect
        label={t`Role`}
        description={t`Agents work enquiries and flats; admins also manage the team and export.`}
        value={value.role}
        onChange={(event) => onChange({ ...value, role: event.currentTarget.value as StaffRole })}
        data={STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
        size="md"
      />
    </>
  );
}
