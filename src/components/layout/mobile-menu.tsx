import { useLingui } from '@lingui/react/macro';
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { useScrollLock } from '@/components/overlay/use-scroll-lock';
import { useNoticesAside } from '@/components/toast/notices-aside';

import classes from './mobile-menu.module.css';

/** The mobile menu drawer; not part of the first page load (loaded once the page is idle, see header.tsx). */
export function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  useScrollLock(opened);
  useNoticesAside(opened);
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={t`Menu`}
      className={classes.drawer}
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack component="nav" aria-label={t`Main`} gap={0}>
        {children}
      </Stack>
    </Drawer>
  );
}
