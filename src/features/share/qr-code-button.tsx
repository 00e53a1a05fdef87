import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';

import { IconQrcode } from '@/components/icons';

/** The dialog and the QR encoder load on the first click, never with the page. */
const QrCodeDialog = lazy(() =>
  import('./qr-code-dialog').then((module) => ({ default: module.QrCodeDialog })),
);

/** Opens the link as a full-screen QR code. */
export function QrCodeButton({ title, url, className }: { title: string; url: string; className?: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const button = useRef<HTMLButtonElement>(null);
  // The dialog mounts already open on the first click, so it cannot know where focus was: give it back here.
  const close = () => {
    setState('closed');
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        leftSection={<IconQrcode size={18} aria-hidden="true" />}
        onClick={() => setState('open')}
        className={className}
        aria-haspopup="dialog"
        data-qr-button=""
      >
        {t`QR code`}
      </Button>
      {state !== 'never' && (
        <Suspense fallback={null}>
          <QrCodeDialog opened={state === 'open'} onClose={close} title={title} url={url} />
        </Suspense>
      )}
    </>
  );
}
