import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { ImpressumContent } from '@/features/legal/components/impressum-content';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/impressum')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Legal notice (Impressum) – Grabbeallee 68`,
      description: t`Legal notice of the developer of Grabbeallee 68: provider, contact and register details.`,
    }),
  component: ImpressumContent,
});
