import { afterEach, describe, expect, it } from 'vitest';

import { clearToasts, currentToasts, hideToast, MAX_TOASTS, showToast, subscribeToasts } from './toast';

const titles = () => currentToasts().map((toast) => toast.title);

afterEach(() => {
  for (const toast of currentToasts()) hideToast(toast.id);
});

describe('toasts', () => {
  it('a toast with the key of one on screen replaces it: the new state makes the old one stale', () => {
    showToast({ title: 'Validation Error', message: 'Name is required', key: 'contact-form' });
    showToast({ title: 'Link copied', message: 'https://example.com' });
    showToast({ title: 'GDPR Consent Required', key: 'contact-form' });
    expect(titles()).toEqual(['Link copied', 'GDPR Consent Required']);
    showToast({ title: 'Message sent successfully', variant: 'success', key: 'contact-form' });
    expect(titles()).toEqual(['Link copied', 'Message sent successfully']);
  });

  it('never shows the same title and text twice, and keeps at most MAX_TOASTS', () => {
    showToast({ title: 'Link copied', message: 'a' });
    showToast({ title: 'Link copied', message: 'a' });
    expect(titles()).toEqual(['Link copied']);
    for (let i = 0; i < MAX_TOASTS + 2; i += 1) showToast({ title: `Toast ${i}` });
    expect(titles()).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `Toast ${i + 2}`));
  });

  it('clears the toasts of a key and tells its subscribers', () => {
    let changes = 0;
    const unsubscribe = subscribeToasts(() => (changes += 1));
    showToast({ title: 'Error sending message', variant: 'destructive', key: 'contact-form' });
    showToast({ title: 'Error', message: 'Failed to load apartments' });
    clearToasts('contact-form');
    expect(titles()).toEqual(['Error']);
    expect(changes).toBe(3);
    unsubscribe();
  });
});
