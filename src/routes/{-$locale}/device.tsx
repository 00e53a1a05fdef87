import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';

import { getUnitStatuses } from '@/features/apartments/api/get-unit-statuses';
import { DevicePage } from '@/features/device/components/device-page';
import { DEVICE_PAGE_HEAD } from '@/features/device/device-page-head';
import { ClearVisitorData } from '@/features/visitor-data/components/clear-visitor-data';
import { pageHead } from '@/lib/head';

/** DEVICE_PATH (site-map/unit-pages.ts): offline pack, install, shared-device clearing. */
export const Route = createFileRoute('/{-$locale}/device')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(DEVICE_PAGE_HEAD.title),
      description: i18n._(DEVICE_PAGE_HEAD.description),
      robots: 'noindex',
    }),
  component: DeviceRoute,
});

function DeviceRoute() {
  return <DevicePage loadStatuses={getUnitStatuses} sharedDevice={<ClearVisitorData />} />;
}
