import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';

import { ALERT_PAGE_HEADS } from '@/features/contact/alerts/alert-page-heads';
import { UnsubscribeAlertPage } from '@/features/contact/alerts/unsubscribe-alert-page';
import { pageHead } from '@/lib/head';

/** The unsubscribe link of every alert (MAIL_LINK_PAGE_PATHS): noindex, online only, the link read once hydrated. */
export const Route = createFileRoute('/{-$locale}/alerts/unsubscribe')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(ALERT_PAGE_HEADS.unsubscribe.title),
      description: i18n._(ALERT_PAGE_HEADS.unsubscribe.description),
      robots: 'noindex,nofollow',
    }),
  component: UnsubscribeAlertPage,
});
