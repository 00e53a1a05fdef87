import { describe, expect, it } from 'vitest';

import { heightAt, parseVariant, srcSet, variantUrl, variantWidths, VARIANT_WIDTHS } from './image-asset';
import { landscapeImage as image } from './image-asset-fixture';

describe('variantWidths', () => {
  it('produces every standard width up to the source width, never wider', () => {
    expect(variantWidths(1920)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(1600)).toEqual([480, 768, 1024, 1280]);
    expect(variantWidths(4000)).toEqual([...VARIANT_WIDTHS]);
  });

  it('keeps a source narrower than the smallest width at its own width', () => {
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('variant URLs', () => {
  it('names each file by image, source hash, width and format', () => {
    expect(variantUrl(image, 768, 'avif')).toBe('/images/park.abc123-768.avif');
  });

  it('lists every width with its w descriptor', () => {
    expect(srcSet(image, 'webp')).toBe(
      '/images/park.abc123-480.webp 480w, /images/park.abc123-768.webp 768w, /images/park.abc123-1024.webp 1024w, /images/park.abc123-1280.webp 1280w',
    );
  });

  it('reads image, width and format back from the URL it names, and nothing from other URLs', () => {
    expect(parseVariant(variantUrl(image, 768, 'avif'))).toEqual({
      image: 'park.abc123',
      width: 768,
      format: 'avif',
    });
    expect(parseVariant('https://example.org/images/park.4f00aa-1280.jpg')).toEqual({
      image: 'park.4f00aa',
      width: 1280,
      format: 'jpg',
    });
    expect(parseVariant('/assets/park-1280.js')).toBeNull();
    expect(parseVariant('/images/park.4f00aa-1280.png')).toBeNull();
  });

  it('keeps the aspect ratio', () => {
    expect(heightAt(image, 480)).toBe(300);
  });
});
