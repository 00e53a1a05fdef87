/**
 * Single flight of the contact outbox's flush across every context of the site (lib/web-lock.ts). Without
 * Web Locks the row still cannot be doubled across contexts (the insert is idempotent on the id), and the
 * mail API deduplicates by the same id.
 */
import { withWebLock } from '@/lib/web-lock';

export const OUTBOX_LOCK_NAME = 'contact-outbox-flush';

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  return withWebLock(OUTBOX_LOCK_NAME, task);
}
