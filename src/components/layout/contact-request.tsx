import { createContext, useContext } from 'react';

/** What a "contact" button asks for: an optional prefilled subject and message, and a unit's room count. */
export interface ContactRequest {
  subject?: string;
  message?: string;
  /** The rooms of the unit the request is about: the form's room size starts with it. */
  rooms?: number;
}

export interface ContactRequestApi {
  /** Opens the contact dialog (on pages without a contact section). */
  openContact: (request?: ContactRequest) => void;
  /** Starts loading the dialog's code, e.g. when a finger goes down on a button that opens it. */
  prepareContact: () => void;
}

export const ContactRequestContext = createContext<ContactRequestApi | null>(null);

export function useContactRequest(): ContactRequestApi {
  const api = useContext(ContactRequestContext);
  if (!api) throw new Error('useContactRequest must be used inside ContactRequestContext');
  return api;
}
