import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';

import { INTL_LOCALE } from '@/lib/i18n/locale';
import { formatDateTime } from '@/lib/i18n/use-date-formatters';
import { numberFormat, formatNumber } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import {
  cancelPack,
  deletePack,
  savePack,
  useOfflinePack,
  type LoadStatuses,
} from '../offline-pack/use-offline-pack';
import { useStorageFacts } from '../offline-pack/use-storage-facts';
import { DevicePanel } from './device-panel';
import classes from './offline-pack-panel.module.css';

const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

function useUnits() {
  const locale = useLocale();
  const intl = INTL_LOCALE[locale];
  return {
    mb: (bytes: number) => numberFormat(intl, ONE_DECIMAL).format(bytes / 1e6),
    count: (value: number) => formatNumber(value, locale),
    date: (iso: string) => formatDateTime(new Date(iso), locale),
  };
}

/** 'Save everything for offline use': estimate, progress, resume, update and removal of the pack. */
export function OfflinePackPanel({ loadStatuses }: { loadStatuses: LoadStatuses }) {
  const { t } = useLingui();
  const units = useUnits();
  const pack = useOfflinePack(loadStatuses);
  const storage = useStorageFacts(`${pack.stored?.savedAt}|${pack.stored?.build}|${Boolean(pack.progress)}`);
  const { available, stored, progress } = pack;
  const complete = Boolean(stored?.savedAt) && !pack.updateAvailable && pack.missing === 0;
  const save = () => void savePack(loadStatuses);

  return (
    <DevicePanel id="offline-pack-title" title={t`Offline pack`} busy={pack.checking} gap="md">
      <Text>{t`For viewings without signal: every page in both languages, every apartment with its floor plan and pictures, and the current availability, saved on this device.`}</Text>

      {!pack.supported && <Text role="alert">{t`This browser cannot store the site for offline use.`}</Text>}

      {pack.checking && (
        // The prerendered page holds the place of the estimate and the button (no layout shift).
        <>
          <Text>{t`Size: being calculated…`}</Text>
          <Button disabled w="fit-content">{t`Save everything for offline use`}</Button>
        </>
      )}
      {available && !progress && !complete && (
        <Text data-testid="pack-estimate">
          {t`Size: ${units.count(available.size.files)} files, about ${units.mb(available.size.transferBytes)} MB.`}
        </Text>
      )}

      {progress && (
        <Stack gap={6} data-testid="pack-progress">
          <progress
            className={classes.progress}
            max={progress.bytesTotal}
            value={progress.bytesDone}
            aria-label={t`Saving the offline pack`}
          />
          <Text aria-live="polite">
            {t`${units.count(progress.filesDone)} of ${units.count(progress.filesTotal)} files · ${units.mb(progress.bytesDone)} of ${units.mb(progress.bytesTotal)} MB`}
          </Text>
          <Button variant="default" onClick={cancelPack} w="fit-content">
            {t`Cancel`}
          </Button>
        </Stack>
      )}

      {!progress && stored && !stored.savedAt && pack.missing !== null && (
        <Text role="status">
          {t`The download was interrupted: ${units.count(stored.files - pack.missing)} of ${units.count(stored.files)} files are saved.`}
        </Text>
      )}

      {stored?.savedAt && (
        <dl className={classes.facts} data-testid="pack-facts">
          <dt>{t`Saved on`}</dt>
          <dd>{units.date(stored.savedAt)}</dd>
          <dt>{t({ message: 'Availability', context: 'offline pack' })}</dt>
          <dd>
            {stored.statuses
              ? t({ message: `as of ${units.date(stored.statuses.asOf)}`, context: 'offline pack' })
              : t`not saved (the server could not be reached)`}
          </dd>
        </dl>
      )}
      {pack.updateAvailable && !progress && (
        <Text role="status">{t`The site has changed since the pack was saved.`}</Text>
      )}

      {!progress && available && (
        <Group gap="sm">
          {!stored && <Button onClick={save}>{t`Save everything for offline use`}</Button>}
          {stored && !stored.savedAt && (
            <Button
              onClick={save}
            >{t`Resume download (${units.count(pack.missing ?? stored.files)} files missing)`}</Button>
          )}
          {pack.updateAvailable && <Button onClick={save}>{t`Update`}</Button>}
          {stored?.savedAt && !pack.updateAvailable && pack.missing !== 0 && (
            <Button onClick={save}>{t`Fetch missing files`}</Button>
          )}
        </Group>
      )}
      {!available && !pack.checking && pack.supported && (
        <Text>{t`Connect to the internet to save or update the offline pack.`}</Text>
      )}
      {stored && !progress && (
        <Button variant="default" color="red" onClick={() => void deletePack()} w="fit-content">
          {t`Remove offline pack`}
        </Button>
      )}

      <dl className={classes.facts} data-testid="storage-facts">
        <dt>{t`Persistent storage`}</dt>
        <dd>
          {storage.persisted === null
            ? t`unknown in this browser`
            : storage.persisted
              ? t`granted: the browser keeps the pack even when space runs low`
              : t`not granted: the browser may delete the pack when space runs low`}
        </dd>
        <dt>{t`Storage used`}</dt>
        <dd>
          {storage.usageBytes === null
            ? t`unknown in this browser`
            : storage.quotaBytes
              ? t`${units.mb(storage.usageBytes)} MB of ${units.mb(storage.quotaBytes)} MB`
              : t`${units.mb(storage.usageBytes)} MB`}
        </dd>
      </dl>
    </DevicePanel>
  );
}
