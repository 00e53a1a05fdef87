import { useLingui } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { activateLocale, i18n, loadCatalogOnDemand } from './i18n';
import { LocaleProvider } from './locale-provider';

afterEach(cleanup);

it('passes a new context value when the language changes, not when a catalog loads', async () => {
  await activateLocale('en');
  const values = new Set<unknown>();
  function Probe() {
    const context = useLingui();
    values.add(context);
    return <p>{context.i18n.locale}</p>;
  }
  render(
    <LocaleProvider i18n={i18n}>
      <Probe />
    </LocaleProvider>,
  );
  expect(values.size).toBe(1);

  await act(() => loadCatalogOnDemand('contact'));
  expect(values.size).toBe(1);

  await act(() => activateLocale('de'));
  expect(screen.getByText('de')).toBeInTheDocument();
  expect(values.size).toBe(2);
});
