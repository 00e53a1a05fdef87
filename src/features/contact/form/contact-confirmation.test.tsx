import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import { ContactConfirmation, type ContactConfirmationState } from './contact-confirmation';

afterEach(cleanup);

async function renderConfirmation(
  locale: Locale,
  state: ContactConfirmationState,
  onClose?: () => void,
  onRetry?: (id: string) => void,
) {
  await activateLocale(locale, ['messages', 'contact']);
  const onWriteAnother = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ContactConfirmation
          state={state}
          onClose={onClose}
          onWriteAnother={onWriteAnother}
          {...(onRetry ? { onRetry } : {})}
        />
      </MantineProvider>
    </I18nProvider>,
  );
  return { region: screen.getByRole('region'), onWriteAnother };
}

describe('ContactConfirmation', () => {
  it('says what happens next after a send, and takes the focus (English)', async () => {
    const { region } = await renderConfirmation('en', { kind: 'sent', email: 'zoe@example.com' });
    expect(region).toHaveAccessibleName('Thank you – your message has reached us');
    expect(screen.getByRole('heading', { name: /Thank you/ })).toHaveFocus();
    expect(region).toHaveTextContent('our sales team receives it by e-mail within a few minutes');
    expect(region).toHaveTextContent('We will reply by e-mail to zoe@example.com as soon as possible.');
    expect(screen.getByRole('button', { name: 'Write another message' })).toBeVisible();
  });

  it('says in German that a message written offline waits on this device for a connection', async () => {
    const onClose = vi.fn();
    const { region } = await renderConfirmation(
      'de',
      { kind: 'queued', email: 'zoe@example.com', id: 'x', waiting: { reason: 'offline', failures: 0 } },
      onClose,
    );
    expect(region).toHaveAccessibleName('Ihre Nachricht wartet auf den Versand');
    expect(region).toHaveTextContent(
      'Keine Verbindung: Ihre Nachricht ist noch nicht verschickt. Sie ist auf diesem Gerät gespeichert und wird automatisch gesendet, sobald wieder eine Verbindung besteht.',
    );
    // The device is offline: the server is not blamed, and nothing is promised beyond what is done.
    expect(region).not.toHaveTextContent('Server');
    expect(region).not.toHaveTextContent('sicher');
    expect(region).toHaveTextContent(
      'Wir antworten Ihnen so schnell wie möglich per E-Mail an zoe@example.com.',
    );
    expect(screen.queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    screen.getByRole('button', { name: 'Schließen' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names the server only when it answered with an error, and offers "Try again" after the fifth failure', async () => {
    const onRetry = vi.fn();
    const { region } = await renderConfirmation(
      'en',
      {
        kind: 'queued',
        email: 'zoe@example.com',
        id: 'x',
        waiting: { reason: 'server', status: 503, failures: 5 },
      },
      vi.fn(),
      onRetry,
    );
    expect(region).toHaveTextContent(
      'Our server reported an error (code 503): your message has not been sent yet.',
    );
    expect(region).toHaveTextContent('5 attempts have failed so far.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledWith('x');
  });

  it('no "Try again" before the fifth failure', async () => {
    await renderConfirmation(
      'en',
      {
        kind: 'queued',
        email: 'zoe@example.com',
        id: 'x',
        waiting: { reason: 'server', status: 401, failures: 4 },
      },
      vi.fn(),
      vi.fn(),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
