import type { VisitorBackend } from '@/lib/supabase/visitor-backend';

import type { OutboxEntry } from './outbox-record';
import type { OutboxTransport, TransportResult } from './outbox-transport';

export const SEND_CONTACT_EMAIL_FUNCTION = 'send-contact-email';

/** Each kind of entry's table; the server mails from each (a lead's notification, an alert's or a booking's confirmation). */
const TABLES: Record<NonNullable<OutboxEntry['kind']>, string> = {
  contact: 'contact_submissions',
  alert: 'alert_subscriptions',
  viewing: 'viewing_bookings',
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The outbox's calls to the backend. `getBackend` is the page's lazy VisitorBackend
 * (lib/supabase/visitor-backend.ts) or the service worker's own.
 */
export function createSupabaseTransport(getBackend: () => Promise<VisitorBackend>): OutboxTransport {
  return {
    async insertRow({ kind = 'contact', row }) {
      try {
        const { rest } = await getBackend();
        // No .select(): anon may insert but not read rows back (supabase/README.md).
        const upsert = <Row extends object>(table: string, stored: Row) =>
          rest.from(table).upsert(stored, { onConflict: 'id', ignoreDuplicates: true });
        const { error, status } = await upsert(TABLES[kind], row);
        if (!error) return { ok: true };
        // postgrest-js reports a network failure or an aborted (timed-out) request as status 0.
        return { ok: false, status, message: error.message, ...(error.code ? { code: error.code } : {}) };
      } catch (error) {
        return { ok: false, status: 0, message: describe(error) };
      }
    },
    async sendNotification(id) {
      try {
        const { functions } = await getBackend();
        // Only the id: the function reads the stored row and builds the mail from it.
        const { error, response } = await functions.invoke(SEND_CONTACT_EMAIL_FUNCTION, {
          body: { id },
        });
        if (!error) return { ok: true };
        const answer = response as Response | undefined;
        if (!answer) return { ok: false, status: 0, message: error.message };
        const text = await answer.text().catch(() => '');
        return { ok: false, status: answer.status, message: text || error.message };
      } catch (error) {
        return { ok: false, status: 0, message: describe(error) } satisfies TransportResult;
      }
    },
  };
}
