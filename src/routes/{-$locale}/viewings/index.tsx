import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

import { headFromLoader } from '@/lib/head';

import { loadViewingPages as viewingPages } from './-components/load-viewing-pages';

/**
 * Booking a viewing (VIEWINGS_PATH): ?unit= preselects a flat, ?slot= a time, ?rebook= a refused booking's
 * details; read once hydrated. The router every page loads carries none of its code.
 */
export const Route = createFileRoute('/{-$locale}/viewings/')({
  codeSplitGroupings: [],
  loader: () => viewingPages().then((module) => module.bookingPageData()),
  head: headFromLoader,
  component: lazyRouteComponent(viewingPages, 'ViewingBookingRoute'),
});
