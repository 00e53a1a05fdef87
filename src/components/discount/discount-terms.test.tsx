import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EarlyBirdTerms } from '@/content/client-facts';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

import { DiscountTerms } from './discount-terms';

const discount = vi.hoisted(() => ({ percent: 6, terms: undefined as EarlyBirdTerms | undefined }));
vi.mock('@/content/early-bird-discount', () => ({ earlyBirdDiscount: discount }));

afterEach(cleanup);

async function termsIn(locale: Locale, terms: EarlyBirdTerms | undefined) {
  discount.terms = terms;
  await activateLocale(locale, ['messages']);
  return render(
    <I18nProvider i18n={i18n}>
      <p>
        <DiscountTerms />
      </p>
    </I18nProvider>,
  ).container;
}

describe('DiscountTerms', () => {
  it('marks the conditions as missing until the client names them', async () => {
    const en = await termsIn('en', undefined);
    expect(en.textContent).toBe(
      'Early-bird discount of 6% on the purchase price. Conditions: [to be completed: deadline or quota of the early-bird discount]',
    );
    expect(en.querySelector('mark[data-client-fact="earlyBirdDiscountTerms"]')).not.toBeNull();
    cleanup();
    const de = await termsIn('de', {});
    expect(de.textContent).toBe(
      'Frühbucherrabatt von 6\u00a0% auf den Kaufpreis. Bedingungen: [noch zu ergänzen: Stichtag oder Kontingent des Frühbucherrabatts]',
    );
  });

  it('states a deadline, a quota or both in each language', async () => {
    expect((await termsIn('de', { until: '2026-03-31' })).textContent).toBe(
      'Frühbucherrabatt von 6\u00a0% auf den Kaufpreis für Kaufverträge, die bis zum 31. März 2026 notariell beurkundet werden.',
    );
    cleanup();
    expect((await termsIn('en', { firstContracts: 20 })).textContent).toBe(
      'Early-bird discount of 6% on the purchase price for the first 20 purchase contracts.',
    );
    cleanup();
    expect((await termsIn('de', { until: '2026-03-31', firstContracts: 20 })).textContent).toBe(
      'Frühbucherrabatt von 6\u00a0% auf den Kaufpreis für die ersten 20 Kaufverträge, die bis zum 31. März 2026 notariell beurkundet werden.',
    );
  });
});
