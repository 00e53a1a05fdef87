import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';

import { canPromptInstall, onInstallOfferChange, promptInstall } from '../install/install-offer';
import { isAppleMobile, isInstalledApp } from '../install/install-platform';
import { DevicePanel } from './device-panel';

const noSubscription = () => () => {};
type Platform = 'unknown' | 'installed' | 'apple' | 'other';

/** Read once hydrated: the prerendered page knows nothing about the device. */
function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    () => {
      if (isInstalledApp()) return 'installed';
      return isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) ? 'apple' : 'other';
    },
    () => 'unknown',
  );
}

/** Install as an app: the browser's own offer where there is one, else how to do it by hand. */
export function InstallPanel() {
  const { t } = useLingui();
  const platform = usePlatform();
  const offered = useSyncExternalStore(onInstallOfferChange, canPromptInstall, () => false);

  return (
    <DevicePanel id="install-title" title={t`Install as an app`} tinted>
      {platform === 'installed' ? (
        <Text>{t`You are using the installed app. It opens in the language it was installed in.`}</Text>
      ) : (
        <>
          <Text>{t`On the home screen, the site opens like an app: full screen, fast and also offline. Installed from a German page, the app opens in German.`}</Text>
          {offered && (
            <Button onClick={() => void promptInstall()} w="fit-content">
              {t`Install app`}
            </Button>
          )}
          {!offered && platform === 'apple' && (
            <Text data-testid="install-instructions">
              <Trans>
                On iPhone and iPad, in Safari: tap <strong>Share</strong>, then{' '}
                <strong>Add to Home Screen</strong>.
              </Trans>
            </Text>
          )}
          {/* Prerendered with the general hint (the device is known once hydrated). */}
          {!offered && (platform === 'other' || platform === 'unknown') && (
            <Text data-testid="install-instructions">
              <Trans>
                In your browser's menu, choose <strong>Install app</strong> or{' '}
                <strong>Add to Home screen</strong>. On iPhone and iPad, in Safari: tap <strong>Share</strong>
                , then <strong>Add to Home Screen</strong>.
              </Trans>
            </Text>
          )}
        </>
      )}
    </DevicePanel>
  );
}
