import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
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

function BrandPage() {
  const { t } = useLingui();
  return (
    <PageIntro
      eyebrow={t`Internal`}
      title={t`Private Brand Templates`}
      lead={t`This page is for internal use: presentation templates, backgrounds, fonts, colours and logos.`}
    />
  );
}
