import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';

import { viewingBookingParts } from '@/features/contact/viewing-bookings/viewing-booking-parts';
import { BookingPage } from '@/features/viewings/components/booking-page';
import { ManagePage } from '@/features/viewings/components/manage-page';
import { viewingPageHead } from '@/features/viewings/model/viewing-page-heads';
import { bookingSearchSchema, manageSearchSchema } from '@/features/viewings/model/viewing-search';
import { useHydrated } from '@/first-load/hydration';

export const bookingPageData = () => ({ head: viewingPageHead('book') });
export const managePageData = () => ({ head: viewingPageHead('manage') });

/** The address's parameters, read once hydrated (the prerendered page knows no query); malformed ones dropped. */
function useHydratedSearch<T>(parse: (search: unknown) => T): T | undefined {
  const hydrated = useHydrated();
  const search = useLocation({ select: (location) => location.search });
  return useMemo(() => (hydrated ? parse(search) : undefined), [hydrated, search, parse]);
}

const parseBooking = (search: unknown) => v.parse(bookingSearchSchema, search);
const parseManage = (search: unknown) => {
  const parsed = v.safeParse(manageSearchSchema, search);
  return parsed.success ? parsed.output : null;
};

export function ViewingBookingRoute() {
  const search = useHydratedSearch(parseBooking);
  // The contact feature's parts (its outbox, consent and spam field) go into the booking page.
  return <BookingPage key={search ? 'ready' : 'shell'} search={search} parts={viewingBookingParts} />;
}

export function ViewingManageRoute() {
  const link = useHydratedSearch(parseManage);
  return <ManagePage link={link} parts={viewingBookingParts} />;
}
