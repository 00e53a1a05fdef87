import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

import { onIdle } from '@/lib/idle';

import classes from './deferred-contact-form.module.css';

const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/** Starts loading the form once the page is interactive and the browser is idle (at most 1.5 s later). */
function useLoadWhenIdle(): boolean {
  const [load, setLoad] = useState(false);
  useEffect(() => onIdle(() => setLoad(true), 1500), []);
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
  const load = useLoadWhenIdle();
  if (!load) return <FormPlaceholder />;
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <ContactForm />
    </Suspense>
  );
}
