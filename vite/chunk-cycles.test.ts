import { describe, expect, it } from 'vitest';

import { findChunkCycle } from './chunk-cycles';

describe('chunk cycles', () => {
  it('finds none in a tree of imports, shared chunks included', () => {
    expect(
      findChunkCycle([
        { fileName: 'app.js', imports: ['react-dom.js'] },
        { fileName: 'react-dom.js', imports: [] },
        { fileName: 'finder.js', imports: ['app.js', 'project-shared.js', 'site-lib.js'] },
        { fileName: 'project-shared.js', imports: ['app.js', 'site-lib.js'] },
        { fileName: 'site-lib.js', imports: ['app.js'] },
      ]),
    ).toBeNull();
  });

  it('names the chunks along a cycle, however long', () => {
    expect(
      findChunkCycle([
        { fileName: 'app.js', imports: [] },
        { fileName: 'contact-form.js', imports: ['app.js', 'site-shared.js'] },
        { fileName: 'site-shared.js', imports: ['app.js', 'lightbox.js'] },
        { fileName: 'lightbox.js', imports: ['contact-form.js'] },
      ]),
    ).toEqual(['contact-form.js', 'site-shared.js', 'lightbox.js', 'contact-form.js']);
  });

  it('finds a chunk importing itself', () => {
    expect(findChunkCycle([{ fileName: 'a.js', imports: ['a.js'] }])).toEqual(['a.js', 'a.js']);
  });
});
