import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';

import classes from './desk.module.css';
import { SubscriberLookup } from './subscriber-lookup';
import { WatchersCsvDownload } from './watchers-csv-download';

/**
 * The buyer alerts for the sales team: every watcher as a CSV (admins: the export's function refuses agents),
 * and one subscriber's consent and removal.
 */
export function AlertsPanel({ staffEmail, canExport }: { staffEmail: string; canExport: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      {canExport && (
        <section aria-labelledby="watchers-title" className={classes.panelSection}>
          <Stack gap="sm">
            <Title order={2} id="watchers-title" fz={{ base: 22, sm: 26 }}>
              {t`Watchers per unit`}
            </Title>
            <Text>
              {t`Every confirmed sign-up, flats in unit order, then saved searches, with when the buyer signed up and confirmed. The file holds personal data: keep it where the sales team's records belong, and delete it when it is no longer needed.`}
            </Text>
            <WatchersCsvDownload />
          </Stack>
        </section>
      )}
      <section aria-labelledby="subscriber-title" className={classes.panelSection}>
        <Stack gap="sm">
          <Title order={2} id="subscriber-title" fz={{ base: 22, sm: 26 }}>
            {t`Consent record and removal`}
          </Title>
          <Text>
            {t`When a buyer asks what they agreed to, or asks to stop the alerts: find their address, print the record of their consent, and remove their alerts.`}
          </Text>
          <SubscriberLookup staffEmail={staffEmail} />
        </Stack>
      </section>
    </Stack>
  );
}
