import { useLingui } from '@lingui/react/macro';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';

import { IconCheck, IconCopy } from '@/components/icons';
import { showToast } from '@/components/toast/toast';

import classes from './brand-page.module.css';

const COPIED_FEEDBACK_MS = 2000;

/** A brand colour; a click copies its hex value and says so. */
export function ColorSwatch({ name, hex }: { name: string; hex: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hex);
      setCopied(true);
    } catch {
      void showToast({
        title: t`Could not copy`,
        message: t`Your browser blocked the clipboard. The value is ${hex}.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <UnstyledButton
      className={classes.swatch}
      onClick={() => void copy()}
      aria-label={t`Copy ${name} ${hex}`}
    >
      <span className={classes.chip} style={{ background: hex }} />
      <Stack gap={0} p="sm">
        <Text fw={700} fz="sm">
          {name}
        </Text>
        <Text fz="sm" ff="monospace" c="charcoal.6">
          {hex}
        </Text>
        <Text fz="xs" c={copied ? 'pine.6' : 'charcoal.5'} role="status" className={classes.copyState}>
          {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          {copied ? t`Copied` : t`Click to copy`}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
