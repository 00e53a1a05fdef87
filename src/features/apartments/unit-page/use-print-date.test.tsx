import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { usePrintDate } from './use-print-date';

function PrintDay() {
  const date = usePrintDate();
  return <p data-testid="day">{date ? date.toDateString() : 'none'}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePrintDate', () => {
  it('has no date in the prerendered HTML', () => {
    expect(renderToString(<PrintDay />)).toContain('none');
  });

  it('shows today once running, and the new day when printed after midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 2, 23, 59));
    render(<PrintDay />);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('day').textContent).toBe(new Date(2026, 11, 2).toDateString());

    vi.setSystemTime(new Date(2026, 11, 3, 0, 1));
    // Rendered within the event, before the browser lays out the print.
    window.dispatchEvent(new Event('beforeprint'));
    expect(screen.getByTestId('day').textContent).toBe(new Date(2026, 11, 3).toDateString());
  });
});
