import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { ContactSection } from '@/features/contact/components/contact-section';
import { HomePage } from '@/features/home/components/home-page';
import { pageHead } from '@/lib/head';

export function homeHead(pathname: string) {
  return pageHead({
    pathname,
    canonicalPath: '/',
    title: t`Grabbeallee 68 – new-build condominiums in Berlin-Pankow`,
    description: t`56 condominiums with 2 to 4 rooms in Berlin-Pankow (Niederschönhausen). Energy standard KFW 55, prices from €250,000, 6% early-bird discount.`,
  });
}

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ match }) => homeHead(match.pathname),
  component: () => <HomePage contact={<ContactSection />} />,
});
