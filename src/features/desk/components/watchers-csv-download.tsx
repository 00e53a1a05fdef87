import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { IconDownload } from '@/components/icons';
import { byCount } from '@/lib/i18n/by-count';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import { loadAlertWatchers } from '../api/alert-desk-api';
import { DeskCallError } from '../api/desk-call';
import { DESK_ERROR_TEXTS } from '../model/desk-texts';
import { watchersCsv } from '../model/watchers-csv';
import { saveCsvFile } from './save-csv-file';

type Download =
  | { phase: 'idle' | 'loading' }
  | { phase: 'saved'; rows: number }
  | { phase: 'failed'; error: DeskCallError | null };

/** The sales team's CSV of every confirmed watcher, per unit, with the consent times, loaded fresh on each click. */
export function WatchersCsvDownload() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { number } = useFormatters();
  const [download, setDownload] = useState<Download>({ phase: 'idle' });

  const save = async () => {
    setDownload({ phase: 'loading' });
    try {
      const watchers = await loadAlertWatchers();
      saveCsvFile(watchersCsv(watchers, i18n, locale), t`watchers`);
      setDownload({ phase: 'saved', rows: watchers.length });
    } catch (error) {
      setDownload({ phase: 'failed', error: error instanceof DeskCallError ? error : null });
    }
  };
  const rows = download.phase === 'saved' ? number(download.rows) : '';

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="default"
        h={48}
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        loading={download.phase === 'loading'}
        onClick={() => void save()}
      >
        {t`Export CSV`}
      </Button>
      <div aria-live="polite">
        {download.phase === 'saved' && (
          <Text fz="sm" c="charcoal.7" data-watchers-saved={download.rows}>
            {byCount(download.rows, {
              one: t`Saved: ${rows} confirmed sign-up.`,
              other: t`Saved: ${rows} confirmed sign-ups.`,
            })}
          </Text>
        )}
      </div>
      {download.phase === 'failed' && (
        <Alert color="red" role="alert">
          {t`The watchers could not be loaded; no file was saved.`}{' '}
          {i18n._(DESK_ERROR_TEXTS[download.error?.kind ?? 'other'])}
        </Alert>
      )}
    </Stack>
  );
}
