import type { MantineThemeOverride } from '@mantine/core';

import classes from './notice-dock.module.css';

/**
 * Theme defaults that make every modal and drawer end above the notice dock (no component import:
 * the modal code stays out of the first page load).
 */
const clearOfNotices = {
  classNames: { inner: classes.modalInner, content: classes.modalContent, body: classes.modalBody },
};

export const noticeDockTheme: MantineThemeOverride = {
  components: {
    Modal: clearOfNotices,
    Drawer: clearOfNotices,
    // The node every portal renders in (Mantine's shared one) carries the dock's size (notice-dock.tsx).
    Portal: { defaultProps: { className: classes.overlays } },
  },
};
