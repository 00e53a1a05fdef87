import { useCallback } from 'react';

import { scrollToSection } from '@/lib/smooth-scroll';

import { useContactRequest, type ContactRequest } from './contact-request';

export const CONTACT_SECTION_ID = 'contact';

/**
 * "Contact": on a page with a contact section (the home page) scroll smoothly to it,
 * everywhere else open the contact dialog.
 */
export function useContactAction(): (request?: ContactRequest) => void {
  const { openContact } = useContactRequest();
  return useCallback(
    (request?: ContactRequest) => {
      if (!request && document.getElementById(CONTACT_SECTION_ID)) {
        void scrollToSection(CONTACT_SECTION_ID);
        return;
      }
      openContact(request);
    },
    [openContact],
  );
}
