import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';

import { byCount } from '@/lib/i18n/by-count';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import type { ConsentEntry } from '../model/alert-records';
import { alertTargetText } from '../model/alert-texts';
import { berlinMoment } from '../model/berlin-time';
import classes from './desk.module.css';

/**
 * What a removal erased: how many sign-ups the server deleted, and what the record shown before listed. None
 * deleted: the alerts had gone meanwhile (the buyer's unsubscribe link, a colleague).
 */
export function RemovalSummary({
  email,
  entries,
  removed,
  at,
  ref,
}: {
  email: string;
  entries: readonly ConsentEntry[];
  removed: number;
  at: Date;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { number } = useFormatters();
  const count = number(removed);
  const when = berlinMoment(at, locale);
  if (removed === 0)
    return (
      <Alert
        ref={ref}
        tabIndex={-1}
        color="yellow"
        role="status"
        title={t`Nothing left to remove`}
        data-alerts-removed={0}
      >
        {t`The alerts of ${email} had already gone before you confirmed (for example through its unsubscribe link); nothing was deleted now.`}
      </Alert>
    );
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      role="status"
      title={t`Alerts removed`}
      data-alerts-removed={removed}
    >
      <Stack gap="xs">
        <Text>
          {byCount(removed, {
            one: t`${count} sign-up of ${email} was deleted on ${when}.`,
            other: t`${count} sign-ups of ${email} were deleted on ${when}.`,
          })}
        </Text>
        <Text>{t`The consent record listed:`}</Text>
        <ul className={classes.targets} data-removed-targets="">
          {entries.map((entry, index) => (
            <li key={index}>{alertTargetText(i18n, entry.target)}</li>
          ))}
        </ul>
        <Text>
          {t`Its consent record and its alert e-mails not yet sent went with them. Its enquiries, if any, were kept.`}
        </Text>
      </Stack>
    </Alert>
  );
}
