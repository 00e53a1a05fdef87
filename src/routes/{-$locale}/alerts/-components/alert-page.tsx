import { getRouteApi, notFound } from '@tanstack/react-router';

import { alertPageHead, type AlertPageName } from '@/features/contact/alerts/alert-page-heads';
import { ConfirmAlertPage } from '@/features/contact/alerts/confirm-alert-page';
import { UnsubscribeAlertPage } from '@/features/contact/alerts/unsubscribe-alert-page';

const isAlertPageName = (name: string): name is AlertPageName => name === 'confirm' || name === 'unsubscribe';

/** The page a mail link names, with its head in the active language; any other name is not found. */
export function alertPageData(name: string) {
  if (!isAlertPageName(name)) throw notFound();
  return { page: name, head: alertPageHead(name) };
}

const route = getRouteApi('/{-$locale}/alerts/$page');

export function AlertPage() {
  const { page } = route.useLoaderData();
  return page === 'confirm' ? <ConfirmAlertPage /> : <UnsubscribeAlertPage />;
}
