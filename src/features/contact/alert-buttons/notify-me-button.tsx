import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { preloadQuietly } from '@/components/deferred/deferred-part';
import { IconMail } from '@/components/icons';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';
import { loadWithRetry } from '@/lib/load-with-retry';

import type { AlertTarget } from '../alerts/alert-rules';

const loadDialog = () =>
  loadWithRetry(() =>
    // The form's field errors are the contact form's (the contact catalog).
    Promise.all([
      import('../alerts/alert-dialog'),
      loadCatalogOnDemand('alerts'),
      loadCatalogOnDemand('contact'),
    ]),
  );
// The form and its texts load on the first tap (a finger going down starts it): no page carries them.
const AlertDialog = lazy(() => loadDialog().then(([module]) => ({ default: module.AlertDialog })));

/**
 * "Notify me" on a unit page (its release, or its price) and beside the finder's and the picker's
 * results (flats like these). Its texts are the project pages' (the project catalog); the dialog's come
 * with it.
 */
export function NotifyMeButton({
  target,
  variant = 'outline',
}: {
  target: AlertTarget;
  variant?: 'filled' | 'outline' | 'subtle';
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  const label =
    target.kind === 'search'
      ? t`Notify me about flats like these`
      : target.priceChanges
        ? t`Notify me of price changes`
        : t`Notify me when it is free`;
  return (
    <>
      <Button
        variant={variant}
        color="pine"
        leftSection={<IconMail size={18} aria-hidden="true" />}
        onPointerDown={() => preloadQuietly(loadDialog)}
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        data-notify-me={target.kind}
      >
        {label}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <AlertDialog target={target} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
