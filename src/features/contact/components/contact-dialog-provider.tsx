import { Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { ContactRequestContext, type ContactRequest, type ContactRequestApi } from '@/components/layout/contact-request';

import { ContactDetails } from './contact-details';

/**
 * The contact modal (spec §4): opened by "Contact" on pages without a contact section and by
 * buttons that prefill a subject. Focus moves into it and returns on close; the page scroll
 * position is restored to where it was before opening.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [request, setRequest] = useState<ContactRequest | null>(null);
  const scrollBeforeOpen = useRef(0);

  const openContact = useCallback((next: ContactRequest = {}) => {
    scrollBeforeOpen.current = window.scrollY;
    setRequest(next);
  }, []);

  const close = useCallback(() => {
    setRequest(null);
  }, []);

  const api = useMemo<ContactRequestApi>(() => ({ openContact }), [openContact]);

  return (
    <ContactRequestContext.Provider value={api}>
      {children}
      <Modal
        opened={request !== null}
        onClose={close}
        title={request?.subject ?? t`Contact us`}
        size="lg"
        centered
        onExitTransitionEnd={() => window.scrollTo({ top: scrollBeforeOpen.current, left: 0 })}
      >
        <Stack gap="md">
          <Text>{t`Ask us for information or the exposé. We'll get back to you as soon as possible.`}</Text>
          <ContactDetails />
        </Stack>
      </Modal>
    </ContactRequestContext.Provider>
  );
}
