// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { pickSources } from './image-sources';

describe('pickSources', () => {
  it('takes one source per name, a photo before the drawing', () => {
    expect(pickSources(['park.svg', 'park.jpg', 'hero.svg', 'notes.txt', 'team.png', 'team.webp'])).toEqual([
      { name: 'hero', fileName: 'hero.svg' },
      { name: 'park', fileName: 'park.jpg' },
      { name: 'team', fileName: 'team.png' },
    ]);
  });

  it('accepts upper-case extensions of cameras', () => {
    expect(pickSources(['park.svg', 'park.JPG'])).toEqual([{ name: 'park', fileName: 'park.JPG' }]);
  });

  it('rejects a name that cannot be a URL-safe file name, saying which file', () => {
    expect(() => pickSources(['Park Photo.jpg'])).toThrow(/Park Photo\.jpg.*kebab-case/);
  });
});
