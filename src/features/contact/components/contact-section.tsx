import { Group, Stack } from '@mantine/core';

import { ContactDetails } from './contact-details';
import { DeferredContactForm } from './deferred-contact-form';
import { StoredMessagesButton } from './stored-messages-button';

/** The home page's contact section: e-mail and address, the stored messages, the form. */
export function ContactSection() {
  return (
    <Stack gap="lg" mt="md">
      <ContactDetails />
      <Group>
        <StoredMessagesButton />
      </Group>
      <DeferredContactForm />
    </Stack>
  );
}
