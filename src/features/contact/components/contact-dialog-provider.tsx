import { startTransition, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { preloadableLazy, preloadQuietly, usePreloadWhenIdle } from '@/components/deferred/preloadable-lazy';
import {
  ContactRequestContext,
  type ContactRequest,
  type ContactRequestApi,
} from '@/components/layout/contact-request';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import { useOutboxToasts } from '../outbox/use-outbox-toasts';

// The dialog's texts come with its code (the contact catalog). Loaded ahead (preload), it opens
// in the tap's own render, without suspending.
const ContactDialog = preloadableLazy(() =>
  Promise.all([import('../form/contact-dialog'), loadCatalogOnDemand('contact')]).then(
    ([module]) => module.ContactDialog,
  ),
);

const loadDialog = () => ContactDialog.preload();
const prepareContact = () => preloadQuietly(loadDialog);

/**
 * The contact modal (spec §4): opened by "Contact" on pages without a contact section and by
 * buttons that prefill a subject. Focus moves into it and returns on close; the page scroll
 * position is restored to where it was before opening.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ContactRequest | null>(null);
  // Mounted from the first open on, so that closing can play its exit transition.
  const [mounted, setMounted] = useState(false);
  const scrollBeforeOpen = useRef(0);
  // Every page sends what waits in the outbox, not only pages with a form.
  useOutboxToasts();
  const openedFrom = useRef<HTMLElement | null>(null);
  // Once the page is idle (boot.ts), the dialog's code loads ahead of the first tap.
  usePreloadWhenIdle(loadDialog);

  const openContact = useCallback((next: ContactRequest = {}) => {
    scrollBeforeOpen.current = window.scrollY;
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // As a transition: the tap's frame paints at once, the dialog renders in the tasks after it,
    // yielding to the browser, instead of one long task inside the tap's event.
    startTransition(() => {
      setMounted(true);
      setRequest(next);
    });
  }, []);

  const close = useCallback(() => setRequest(null), []);

  // Focus goes back to what opened the dialog without scrolling the page: the opener may sit in
  // the sticky header, and a plain focus() would jump to the top. Then the old position returns.
  const restoreAfterClose = useCallback(() => {
    window.scrollTo({ top: scrollBeforeOpen.current, left: 0 });
    openedFrom.current?.focus({ preventScroll: true });
    openedFrom.current = null;
  }, []);

  const api = useMemo<ContactRequestApi>(() => ({ openContact, prepareContact }), [openContact]);

  return (
    <ContactRequestContext.Provider value={api}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ContactDialog request={request} onClose={close} onClosed={restoreAfterClose} />
        </Suspense>
      )}
    </ContactRequestContext.Provider>
  );
}
