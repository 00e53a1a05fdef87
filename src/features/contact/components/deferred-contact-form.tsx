import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

import { whenReleased } from '@/lib/deferred-gates';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import classes from './deferred-contact-form.module.css';

// The form's texts come with its code (the contact catalog).
const ContactForm = lazy(() =>
  Promise.all([import('../form/contact-form'), loadCatalogOnDemand('contact')]).then(([module]) => ({
    default: module.ContactForm,
  })),
);

/** Loads the form when the start-up sequence (src/boot.ts) releases it, after the page is interactive. */
function useLoadWhenReleased(): boolean {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    let active = true;
    void whenReleased('contact-form').then(() => active && setLoad(true));
    return () => {
      active = false;
    };
  }, []);
  return load;
}

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
  const load = useLoadWhenReleased();
  if (!load) return <FormPlaceholder />;
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <ContactForm />
    </Suspense>
  );
}
