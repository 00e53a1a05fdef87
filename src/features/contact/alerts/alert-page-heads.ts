import { msg } from '@lingui/core/macro';

/** The mail-link pages' titles and descriptions, in the alerts catalog (loaded with these pages). */
export const ALERT_PAGE_HEADS = {
  confirm: {
    title: msg`Confirm your alert – Grabbeallee 68`,
    description: msg`Confirm your availability alert for Grabbeallee 68.`,
  },
  unsubscribe: {
    title: msg`Unsubscribe from alerts – Grabbeallee 68`,
    description: msg`Stop the availability alerts of Grabbeallee 68.`,
  },
} as const;
