import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';

import { useLocale } from '@/lib/i18n/use-locale';

import type { ConsentEntry } from '../model/alert-records';
import {
  ALERT_FREQUENCY_LABELS,
  ALERT_LOCALE_LABELS,
  alertTargetText,
  CONSENT_STATUS_LABELS,
} from '../model/alert-texts';
import { berlinMoment } from '../model/berlin-time';
import classes from './consent-record.module.css';

interface ConsentRecordProps {
  email: string;
  entries: readonly ConsentEntry[];
  /** When the record was read from the database, and by whom: stated on the printout. */
  readAt: Date;
  staffEmail: string;
  ref?: Ref<HTMLElement>;
}

/**
 * One address's consent to the buyer alerts, as proof on request: every sign-up with its time, the
 * consent text's version and the address it came from, and its confirmation. Printed alone (print CSS).
 */
export function ConsentRecord({ email, entries, readAt, staffEmail, ref }: ConsentRecordProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const moment = (date: Date) => <time dateTime={date.toISOString()}>{berlinMoment(date, locale)}</time>;
  const notRecorded = t`not recorded`;
  const produced = berlinMoment(readAt, locale);

  return (
    <section
      ref={ref}
      className={classes.record}
      aria-labelledby="consent-record-title"
      tabIndex={-1}
      data-consent-record=""
    >
      <Stack gap={4}>
        <Title order={3} id="consent-record-title" fz={{ base: 20, sm: 24 }} c="pine.6">
          {t`Consent to buyer alerts: ${email}`}
        </Title>
        <Text fz="sm" c="charcoal.7">
          {t`Grabbeallee 68 sales desk. Read from the database on ${produced} by ${staffEmail}. Times are Berlin time.`}
        </Text>
        <Text fz="sm">
          {t`Double opt-in: the address was entered on the website together with the consent text of the stated version; alerts go out only after the link in the confirmation e-mail sent to this address has been clicked.`}
        </Text>
      </Stack>
      <ol className={classes.entries}>
        {entries.map((entry, index) => (
          <li key={index} className={classes.entry} data-consent-entry={entry.status}>
            <Text fw={700}>{alertTargetText(i18n, entry.target)}</Text>
            <dl className={classes.facts}>
              <dt>{t`Status`}</dt>
              <dd>{i18n._(CONSENT_STATUS_LABELS[entry.status])}</dd>
              <dt>{t`Signed up`}</dt>
              <dd>{moment(entry.signed_up_at)}</dd>
              <dt>{t`Signed up from IP address`}</dt>
              <dd data-signup-ip="">{entry.signup_ip ?? notRecorded}</dd>
              <dt>{t`Consent text version`}</dt>
              <dd data-consent-version="">{entry.consent_text_version}</dd>
              <dt>{t`Confirmed`}</dt>
              <dd data-confirmed-at="">{entry.confirmed_at ? moment(entry.confirmed_at) : t`not yet`}</dd>
              <dt>{t`Confirmed from IP address`}</dt>
              <dd data-confirm-ip="">{entry.confirmed_at ? (entry.confirm_ip ?? notRecorded) : '–'}</dd>
              <dt>{t`Language`}</dt>
              <dd>{i18n._(ALERT_LOCALE_LABELS[entry.locale])}</dd>
              <dt>{t`Frequency`}</dt>
              <dd>{i18n._(ALERT_FREQUENCY_LABELS[entry.frequency])}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
