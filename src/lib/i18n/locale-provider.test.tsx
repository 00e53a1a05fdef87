import { useLingui } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';

import { activateLocale, i18n, loadCatalogOnDemand } from './i18n';
import type { Locale } from './locale';
import { LocaleProvider } from './locale-provider';

afterEach(cleanup);

it('passes a new context value with the page’s language, not when a catalog loads', async () => {
  await activateLocale('en');
  const values = new Set<unknown>();
  function Probe() {
    const context = useLingui();
    values.add(context);
    return <p>{context.i18n.locale}</p>;
  }
  const page = (locale: Locale): ReactNode => (
    <LocaleProvider i18n={i18n} locale={locale}>
      <Probe />
    </LocaleProvider>
  );
  const { rerender } = render(page('en'));
  expect(values.size).toBe(1);

  await act(() => loadCatalogOnDemand('contact'));
  rerender(page('en'));
  expect(values.size).toBe(1);

  // As the `{-$locale}` route does: the language is active before the page in it renders.
  await activateLocale('de');
  rerender(page('de'));
  expect(screen.getByText('de')).toBeInTheDocument();
  expect(values.size).toBe(2);
});
