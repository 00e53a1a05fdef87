import { describe, expect, it, vi } from 'vitest';

import { shareOrCopy } from './share-link';

const link = {
  title: 'Apartment 2.3.1',
  url: 'https://grabbeallee68.de/projects/grabbeallee-68/apartments/2.3.1',
};

describe('shareOrCopy', () => {
  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(link, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: link.title, url: link.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor dismisses the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('dismissed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(link, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no Web Share API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(link, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('copies the link when sharing is refused or the data cannot be shared', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const refused = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await shareOrCopy(link, { share: refused, clipboard: { writeText } })).toBe('copied');
    const share = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(link, { share, canShare: () => false, clipboard: { writeText } })).toBe(
      'copied',
    );
    expect(share).not.toHaveBeenCalled();
  });

  it('fails when neither sharing nor copying works', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await shareOrCopy(link, { clipboard: { writeText } })).toBe('failed');
    expect(await shareOrCopy(link, {})).toBe('failed');
  });
});
