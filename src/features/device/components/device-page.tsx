import { useLingui } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageIntro } from '@/components/layout/page-intro';

import type { LoadStatuses } from '../offline-pack/use-offline-pack';
import { DevicePanel } from './device-panel';
import { InstallPanel } from './install-panel';
import { OfflinePackPanel } from './offline-pack-panel';

/**
 * The device page (DEVICE_PATH): the offline pack, installing the app and, in `sharedDevice`, the
 * action that clears a visitor's data from a shared tablet (composed by the route).
 */
export function DevicePage({
  loadStatuses,
  sharedDevice,
}: {
  loadStatuses: LoadStatuses;
  sharedDevice?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`This device`}
        title={t`Offline & app`}
        lead={t`Save the whole site on this device for viewings without signal, and install it as an app.`}
      />
      <Container size="lg" pb={72}>
        <Stack gap="xl">
          <OfflinePackPanel loadStatuses={loadStatuses} />
          <InstallPanel />
          {sharedDevice && (
            <DevicePanel id="shared-device-title" title={t`Shared device`}>
              {sharedDevice}
            </DevicePanel>
          )}
        </Stack>
      </Container>
    </>
  );
}
