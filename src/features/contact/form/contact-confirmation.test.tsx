import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import { ContactConfirmation, type ContactConfirmationState } from './contact-confirmation';

afterEach(cleanup);

async function renderConfirmation(locale: Locale, state: ContactConfirmationState, onClose?: () => void) {
  await activateLocale(locale, ['messages', 'contact']);
  const onWriteAnother = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ContactConfirmation state={state} onClose={onClose} onWriteAnother={onWriteAnother} />
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
    expect(region).toHaveTextContent('We will reply to zoe@example.com as soon as possible.');
    expect(screen.getByRole('button', { name: 'Write another message' })).toBeVisible();
  });

  it('says in German that a queued message waits on this device, and when it is sent', async () => {
    const onClose = vi.fn();
    const { region } = await renderConfirmation(
      'de',
      { kind: 'queued', email: 'zoe@example.com', id: 'x' },
      onClose,
    );
    expect(region).toHaveAccessibleName('Ihre Nachricht wartet auf den Versand');
    expect(region).toHaveTextContent('noch nicht verschickt');
    expect(region).toHaveTextContent('sobald das Gerät wieder online ist');
    expect(region).toHaveTextContent(
      'Wir antworten Ihnen so schnell wie möglich per E-Mail an zoe@example.com.',
    );
    screen.getByRole('button', { name: 'Schließen' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
