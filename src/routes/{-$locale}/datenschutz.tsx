import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PrivacyPolicyContent } from '@/features/legal/components/privacy-policy-content';
import { DeviceStorageActionsProvider } from '@/features/legal/privacy/device-storage-actions';
import { ClearVisitorData } from '@/features/visitor-data/components/clear-visitor-data';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/datenschutz')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Privacy policy (Datenschutz) – Grabbeallee 68`,
      description: t`How we process personal data on this website: contact messages, local storage, the cookie notice and our processors.`,
    }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <DeviceStorageActionsProvider value={<ClearVisitorData />}>
      <PrivacyPolicyContent />
    </DeviceStorageActionsProvider>
  );
}
