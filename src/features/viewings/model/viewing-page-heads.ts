import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { LoadedPageHead } from '@/lib/head';

/** The booking page's and the personal link page's heads (the viewings catalog, loaded with these pages). */
const VIEWING_PAGE_HEADS = {
  book: {
    title: msg`Book a viewing – Grabbeallee 68`,
    description: msg`Choose a free viewing time at Grabbeallee 68, Berlin-Pankow, and book it in a minute.`,
    robots: undefined,
  },
  manage: {
    title: msg`Your viewing – Grabbeallee 68`,
    description: msg`Move or cancel your viewing at Grabbeallee 68.`,
    // The link is the buyer's own.
    robots: 'noindex,nofollow',
  },
} as const;

export function viewingPageHead(page: keyof typeof VIEWING_PAGE_HEADS): LoadedPageHead {
  const { title, description, robots } = VIEWING_PAGE_HEADS[page];
  return { title: i18n._(title), description: i18n._(description), ...(robots ? { robots } : {}) };
}
