/**
 * Toasts (spec §8): one call for the whole app. @mantine/notifications is loaded with the first
 * toast (it is precached, so this is instant offline too), so its code is not part of the first
 * page load; a toast shown before the list mounts waits in Mantine's store and appears with it.
 */

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Toast duration (spec §9). */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'destructive' | 'success' | 'info';

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /** Milliseconds, or false to keep it until dismissed. */
  duration?: number | false;
}

const COLOR: Record<ToastVariant, string> = { destructive: 'red', success: 'pine', info: 'charcoal' };

const listeners = new Set<() => void>();
let firstToastShown = false;

export async function showToast({
  title,
  message,
  variant = 'info',
  duration = TOAST_DURATION_MS,
}: ToastOptions): Promise<string> {
  if (!firstToastShown) {
    firstToastShown = true;
    for (const listener of listeners) listener();
  }
  const { notifications } = await import('@mantine/notifications');
  return notifications.show({
    title,
    message: message ?? '',
    color: COLOR[variant],
    autoClose: duration,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n._(msg`Close message`) },
    // Mantine dims the text to 3.3:1 on white; the toast's message is read, not decoration.
    styles: { description: { color: 'var(--mantine-color-charcoal-7)' } },
    'data-variant': variant,
  } as Parameters<typeof notifications.show>[0]);
}

/** For useSyncExternalStore: has any toast been shown on this page yet? */
export function subscribeToFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasShownToast(): boolean {
  return firstToastShown;
}
