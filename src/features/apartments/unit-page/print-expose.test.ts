// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addPrintPart } from '@/lib/print-parts';

import { printExpose, printShortcut } from './print-expose';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('printExpose', () => {
  it('asks the print parts to draw and prints once they are drawn', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    let drawn = () => {};
    const draw = vi.fn(() => new Promise<void>((resolve) => (drawn = resolve)));
    const remove = addPrintPart(draw);
    const printing = printExpose();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(draw).toHaveBeenCalledOnce();
    expect(print).not.toHaveBeenCalled();
    drawn();
    await printing;
    expect(print).toHaveBeenCalledOnce();
    remove();
  });

  it('prints without a part that is not drawn in time', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const remove = addPrintPart(() => new Promise<void>(() => {}));
    const printing = printExpose();
    await vi.advanceTimersByTimeAsync(3000);
    await printing;
    expect(print).toHaveBeenCalledOnce();
    remove();
  });

  it('a removed part is not asked', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const draw = vi.fn(() => Promise.resolve());
    addPrintPart(draw)();
    await printExpose();
    expect(draw).not.toHaveBeenCalled();
  });
});

describe('printShortcut', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { cancelable: true, ...init });

  it('takes Ctrl+P and ⌘P through the print button’s path', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    for (const event of [key({ key: 'p', ctrlKey: true }), key({ key: 'P', metaKey: true })]) {
      printShortcut(event);
      expect(event.defaultPrevented).toBe(true);
    }
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  });

  it('leaves other keys and combinations to the browser', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    for (const event of [
      key({ key: 'p' }),
      key({ key: 'p', ctrlKey: true, shiftKey: true }),
      key({ key: 'p', ctrlKey: true, altKey: true }),
      key({ key: 's', ctrlKey: true }),
    ]) {
      printShortcut(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(print).not.toHaveBeenCalled();
  });
});
