import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { drawPrintParts } from '@/lib/print-parts';

import { PrintBookingCode } from './print-booking-code';

// The drawing itself (QR encoder, texts) is tested by the browser's print spec; here, when it is asked for.
vi.mock('./printed-booking-code', async () => {
  const { useEffect } = await import('react');
  return {
    PrintedBookingCode: ({ weNr, onDrawn }: { weNr: string; onDrawn: () => void }) => {
      useEffect(onDrawn, [onDrawn]);
      return <figure data-testid="printed">{weNr}</figure>;
    },
  };
});
vi.mock('@/lib/i18n/i18n', () => ({ loadCatalogOnDemand: () => Promise.resolve() }));

afterEach(cleanup);

function printMedia(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query === 'print',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('PrintBookingCode', () => {
  it('draws nothing on screen', async () => {
    printMedia(false);
    render(<PrintBookingCode weNr="2.3.1" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('printed')).toBeNull();
  });

  it('draws the code when print media came before it mounted (a page printed as soon as it opened)', async () => {
    printMedia(true);
    render(<PrintBookingCode weNr="2.3.1" />);
    expect(await screen.findByTestId('printed')).toHaveTextContent('2.3.1');
  });

  it('the print button waits until the code is drawn', async () => {
    printMedia(false);
    render(<PrintBookingCode weNr="4.3.2" />);
    let drawn = false;
    const waiting = drawPrintParts().then(() => (drawn = true));
    expect(await screen.findByTestId('printed')).toHaveTextContent('4.3.2');
    await waiting;
    expect(drawn).toBe(true);
  });

  it('draws on the browser’s own print command', async () => {
    printMedia(false);
    render(<PrintBookingCode weNr="1.0.4" />);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(await screen.findByTestId('printed')).toHaveTextContent('1.0.4');
  });
});
