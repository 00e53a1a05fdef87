import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/auth')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Admin Login – Grabbeallee 68`,
      description: t`Sign-in for the Grabbeallee 68 team.`,
      robots: 'noindex,nofollow',
    }),
  component: AuthPage,
});

function AuthPage() {
  const { t } = useLingui();
  return (
    <PageIntro eyebrow={t`Internal`} title={t`Admin Login`} lead={t`Sign-in for the Grabbeallee 68 team.`} />
  );
}
