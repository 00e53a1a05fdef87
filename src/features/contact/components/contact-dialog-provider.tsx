import { startTransition, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { deferredPart, preloadQuietly, usePreloadWhenIdle } from '@/components/deferred/deferred-part';
import {
  ContactRequestContext,
  type ContactRequest,
  type ContactRequestApi,
} from '@/components/layout/contact-request';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';

import { useOutboxToasts } from '../outbox/use-outbox-toasts';

// The dialog's texts come with its code (the contact catalog). Loaded ahead (preload), it is
// mounted closed and opens without suspending.
const ContactDialog = deferredPart(
  () =>
    Promise.all([import('../form/contact-dialog'), loadCatalogOnDemand('contact')]).then(
      ([module]) => module.ContactDialog,
    ),
  { when: 'asked' },
);

const loadDialog = () => ContactDialog.preload();

/** A request with its own subject, message or room size needs a form rendered for it. */
const isPrefilled = ({ subject, message, rooms }: ContactRequest) =>
  subject !== undefined || message !== undefined || rooms !== undefined;

/**
 * The contact modal: opened by "Contact" on pages without a contact section and by
 * buttons that prefill a subject. Focus moves into it and returns on close; the page scroll
 * position is restored to where it was before opening.
 *
 * Once the page is idle (boot.ts) or a finger goes down on a button that opens it, its code loads
 * and it is mounted closed and hidden (contact-dialog.tsx): a tap then only shows it, in the next frame.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ContactRequest | null>(null);
  // Mounted (closed) from the code's load or the first open on.
  const [mounted, setMounted] = useState(false);
  // The form the next opening shows: a fresh one after every close, its own for a prefilled request.
  const [formKey, setFormKey] = useState(0);
  const scrollBeforeOpen = useRef(0);
  // Every page sends what waits in the outbox, not only pages with a form.
  useOutboxToasts();
  const openedFrom = useRef<HTMLElement | null>(null);

  const mountClosed = useCallback(
    () =>
      loadDialog().then(() =>
        // A transition: the closed dialog renders in the background, yielding to the browser.
        startTransition(() => setMounted(true)),
      ),
    [],
  );
  usePreloadWhenIdle(mountClosed);
  const prepareContact = useCallback(() => preloadQuietly(mountClosed), [mountClosed]);

  const openContact = useCallback((next: ContactRequest = {}) => {
    scrollBeforeOpen.current = window.scrollY;
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // As a transition: the tap's frame paints at once, the dialog shows in the task after it (mounted
    // closed: only the modal's frame renders) or renders there, yielding to the browser, instead of
    // in one long task inside the tap's event.
    startTransition(() => {
      if (isPrefilled(next)) setFormKey((key) => key + 1);
      setMounted(true);
      setRequest(next);
    });
  }, []);

  const close = useCallback(() => setRequest(null), []);

  // Focus goes back to what opened the dialog without scrolling the page: the opener may sit in
  // the sticky header, and a plain focus() would jump to the top. Then the old position returns.
  // The next opening gets a fresh form, rendered now, hidden, in the background.
  const restoreAfterClose = useCallback(() => {
    window.scrollTo({ top: scrollBeforeOpen.current, left: 0 });
    openedFrom.current?.focus({ preventScroll: true });
    openedFrom.current = null;
    startTransition(() => setFormKey((key) => key + 1));
  }, []);

  const api = useMemo<ContactRequestApi>(
    () => ({ openContact, prepareContact }),
    [openContact, prepareContact],
  );

  return (
    <ContactRequestContext.Provider value={api}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ContactDialog request={request} formKey={formKey} onClose={close} onClosed={restoreAfterClose} />
        </Suspense>
      )}
    </ContactRequestContext.Provider>
  );
}
