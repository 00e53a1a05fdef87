import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';

import { IconShare } from '@/components/icons';
import { showToast } from '@/components/toast/toast';

import { shareOrCopy, type SharedLink } from './share-link';

/** Shares the link (Web Share API) or copies it, and says so in a toast. */
export function ShareButton({ link, className }: { link: SharedLink; className?: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    const outcome = await shareOrCopy(link);
    setBusy(false);
    if (outcome === 'copied') {
      void showToast({ title: t`Link copied`, message: link.url, variant: 'success' });
    } else if (outcome === 'failed') {
      void showToast({
        title: t`The link could not be shared or copied`,
        message: t`Please copy it by hand: ${link.url}`,
        variant: 'destructive',
        duration: false,
      });
    }
  };

  return (
    <Button
      variant="outline"
      leftSection={<IconShare size={18} aria-hidden="true" />}
      onClick={() => void share()}
      loading={busy}
      className={className}
      data-share=""
    >
      {t`Share`}
    </Button>
  );
}
