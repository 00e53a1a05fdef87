import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { AuthPage } from '@/features/desk/components/auth-page';
import { pageHead } from '@/lib/head';

/** Staff sign-in: noindex, out of the sitemap and the precache (vite/offline-files.ts). */
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
