import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';

import { deferredPart, usePartsMayLoad } from '@/components/deferred/deferred-part';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import classes from './deferred-contact-form.module.css';

// The form's texts come with its code (the contact catalog).
const ContactForm = deferredPart(
  () =>
    Promise.all([import('../form/contact-form'), loadCatalogOnDemand('contact')]).then(
      ([module]) => module.ContactForm,
    ),
  { when: 'asked' },
);

function FormPlaceholder() {
  const { t } = useLingui();
  return (
    <Stack className={classes.placeholder} align="center" justify="center" aria-busy="true">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t`Loading the contact form…`}
      </Text>
    </Stack>
  );
}

/**
 * The contact form of the home page's contact section. It sits below the fold, so its code (the
 * form, its validation and the outbox) loads after the page is interactive instead of delaying it;
 * until then a placeholder of the form's height keeps the layout from shifting.
 */
export function DeferredContactForm() {
  if (!usePartsMayLoad('interactive')) return <FormPlaceholder />;
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <ContactForm />
    </Suspense>
  );
}
