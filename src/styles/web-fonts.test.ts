// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const added: string[] = [];

/** A stand-in for the browser's FontFace: `load()` settles when the test says so. */
function fakeFontFaces(outcome: () => Promise<void>) {
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: { weight: string },
      ) {}
      load() {
        return outcome().then(() => this);
      }
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: { family: string; descriptors: { weight: string } }) =>
        added.push(`${face.family} ${face.descriptors.weight}`),
    },
  });
}

async function freshModule() {
  vi.resetModules();
  return import('./web-fonts');
}

afterEach(() => {
  added.length = 0;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('web fonts', () => {
  it('adds all four faces to the document together, once all are loaded, and only once', async () => {
    fakeFontFaces(() => Promise.resolve());
    const { loadWebFonts, whenWebFontsAdded } = await freshModule();
    await whenWebFontsAdded(10_000);
    expect(added).toEqual(['Montserrat 600', 'Montserrat 700', 'Open Sans 400', 'Open Sans 600']);
    await loadWebFonts();
    expect(added).toHaveLength(4);
  });

  it('adds none when one file fails, lets hydration go on, and tries again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    fakeFontFaces(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const { loadWebFonts, whenWebFontsAdded } = await freshModule();
    await whenWebFontsAdded(10_000);
    expect(added).toEqual([]);
    fail = false;
    await loadWebFonts();
    expect(added).toHaveLength(4);
  });

  it('does not hold hydration back longer than its limit when the files are slow', async () => {
    vi.useFakeTimers();
    fakeFontFaces(() => new Promise(() => undefined));
    const { whenWebFontsAdded } = await freshModule();
    let done = false;
    void whenWebFontsAdded(2000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(added).toEqual([]);
  });
});
