import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { BrandPage } from '@/features/brand/components/brand-page';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/brand')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Brand templates – Grabbeallee 68`,
      description: t`Private brand templates, backgrounds, fonts, colours and logos for internal use.`,
      robots: 'noindex,nofollow',
    }),
  component: BrandPage,
});
