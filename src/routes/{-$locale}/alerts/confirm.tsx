import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';

import { ALERT_PAGE_HEADS } from '@/features/contact/alerts/alert-page-heads';
import { ConfirmAlertPage } from '@/features/contact/alerts/confirm-alert-page';
import { pageHead } from '@/lib/head';

/** A buyer alert's confirmation link (MAIL_LINK_PAGE_PATHS): noindex, online only, the link read once hydrated. */
export const Route = createFileRoute('/{-$locale}/alerts/confirm')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(ALERT_PAGE_HEADS.confirm.title),
      description: i18n._(ALERT_PAGE_HEADS.confirm.description),
      robots: 'noindex,nofollow',
    }),
  component: ConfirmAlertPage,
});
