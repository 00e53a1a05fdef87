import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { STEPS_ASIDE_ATTRIBUTE } from '@/components/toast/notices-aside';
import { useAutoDismiss, type AutoDismissHandlers } from '@/components/toast/use-auto-dismiss';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { applyUpdate } from '../sw-bridge';
import classes from './service-worker-notice.module.css';

/** How long "ready to work offline" stays (it is news, not a question; the time stands still while pointed at). */
const OFFLINE_READY_MS = 12_000;

function NoticePaper({ children, handlers }: { children: ReactNode; handlers?: AutoDismissHandlers }) {
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      radius="md"
      className={classes.notice}
      {...handlers}
      {...{ [STEPS_ASIDE_ATTRIBUTE]: '' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {children}
      </Group>
    </Paper>
  );
}

/**
 * What the first install stored, and where the rest is: it precaches (vite.config.ts,
 * vite/offline-files.ts) every page of both languages but the field-kit pages (the unit pages,
 * compare, the device page), every script, style and font, and each picture at the one width this
 * device uses. Unit pages are kept once opened, all of them with the offline pack on the device page.
 */
function OfflineReadyNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui();
  const params = localeParam(useLocale());
  const handlers = useAutoDismiss(OFFLINE_READY_MS, onDismiss);
  return (
    <NoticePaper handlers={handlers}>
      <Text size="sm" className={classes.text}>
        <Trans>
          Ready to work offline: this site's pages and pictures are now stored on this device. To have every
          apartment page too, save the{' '}
          <Anchor inherit renderRoot={(props) => <Link {...props} to="/{-$locale}/device" params={params} />}>
            offline pack
          </Anchor>
          .
        </Trans>
      </Text>
      <CloseButton
        size="xl"
        iconSize={20}
        aria-label={t`Dismiss`}
        onClick={onDismiss}
        className={classes.action}
      />
    </NoticePaper>
  );
}

export type ServiceWorkerNoticeKind = 'offline-ready' | 'update';

/** The notice itself; loaded when the worker first reports something, not with the page. */
export function ServiceWorkerNotice({
  kind,
  onDismiss,
}: {
  kind: ServiceWorkerNoticeKind;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  if (kind === 'offline-ready') return <OfflineReadyNotice onDismiss={onDismiss} />;
  return (
    <NoticePaper>
      <Text size="sm" className={classes.text}>{t`A new version of this site is available.`}</Text>
      <Button size="sm" onClick={() => void applyUpdate()} className={classes.action}>
        {t`Reload`}
      </Button>
    </NoticePaper>
  );
}
