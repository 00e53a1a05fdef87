import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { LoadedPageHead } from '@/lib/head';

/** The mail-link pages' titles and descriptions, in the alerts catalog (loaded with these pages). */
const ALERT_PAGE_HEADS = {
  confirm: {
    title: msg`Confirm your alert – Grabbeallee 68`,
    description: msg`Confirm your availability alert for Grabbeallee 68.`,
  },
  unsubscribe: {
    title: msg`Unsubscribe from alerts – Grabbeallee 68`,
    description: msg`Stop the availability alerts of Grabbeallee 68.`,
  },
} as const;

export type AlertPageName = keyof typeof ALERT_PAGE_HEADS;

/** A mail-link page's head in the active language: noindex, as the link is the buyer's own. */
export function alertPageHead(page: AlertPageName): LoadedPageHead {
  const { title, description } = ALERT_PAGE_HEADS[page];
  return { title: i18n._(title), description: i18n._(description), robots: 'noindex,nofollow' };
}
