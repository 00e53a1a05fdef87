/**
 * Toasts: one call for the whole app, one small store. The list that shows them
 * (toast-list.tsx) loads with the first toast, so its code is not part of the first page load; it
 * sits in the notice dock with the cookie banner and the worker's notice (notice-dock.tsx), so no
 * toast ever covers another notice or a dialog's title.
 *
 * One true thing at a time: a toast with the `key` of one on screen replaces it (a successful send
 * replaces the validation and consent toasts it made stale), and the same title and text are never
 * shown twice.
 */

/** Toast duration. */
export const TOAST_DURATION_MS = 5000;

/** At most this many toasts at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

export type ToastVariant = 'destructive' | 'success' | 'info';

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /** Milliseconds, or false to keep it until dismissed. */
  duration?: number | false;
  /** Toasts about the same thing (e.g. 'contact-form'): a new one replaces the one on screen. */
  key?: string;
  /** Where the visitor can act on it (e.g. pick another viewing time): a link below the message. */
  link?: ToastLink | undefined;
}

export interface ToastLink {
  label: string;
  href: string;
}

export interface Toast {
  id: string;
  title: string;
  message: string;
  variant: ToastVariant;
  duration: number | false;
  key: string | null;
  link: ToastLink | null;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id. */
export function showToast({
  title,
  message = '',
  variant = 'info',
  duration = TOAST_DURATION_MS,
  key,
  link,
}: ToastOptions): string {
  const toast: Toast = {
    id: `toast-${nextId++}`,
    title,
    message,
    variant,
    duration,
    key: key ?? null,
    link: link ?? null,
  };
  const stale = (shown: Toast) =>
    (toast.key !== null && shown.key === toast.key) || (shown.title === title && shown.message === message);
  update([...toasts.filter((shown) => !stale(shown)), toast].slice(-MAX_TOASTS));
  return toast.id;
}

export function hideToast(id: string): void {
  if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
}

/** Removes the toasts of `key` (their state is over, e.g. the form they spoke about has gone). */
export function clearToasts(key: string): void {
  if (toasts.some((toast) => toast.key === key)) update(toasts.filter((toast) => toast.key !== key));
}

/** For useSyncExternalStore. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

const noToasts: readonly Toast[] = [];
export function serverToasts(): readonly Toast[] {
  return noToasts;
}
