// @vitest-environment node
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

import { lightSchemeOnly } from './light-scheme-only';

const run = (css: string) => postcss([lightSchemeOnly()]).process(css, { from: undefined }).css;

describe('lightSchemeOnly', () => {
  it('removes the rules that apply only under the dark colour scheme', () => {
    expect(
      run(
        ':root[data-mantine-color-scheme=dark]{--x:#000}' +
          ':where([data-mantine-color-scheme="dark"]) .m_1{color:white}' +
          '[data-mantine-color-scheme=light] .m_1{color:black}.m_2{margin:0}',
      ),
    ).toBe('[data-mantine-color-scheme=light] .m_1{color:black}.m_2{margin:0}');
  });

  it('keeps the light members of a selector list, and drops at-rules left empty', () => {
    expect(
      run(
        ':root,:root[data-mantine-color-scheme=dark]{--y:1px}' +
          '@media (min-width: 48em){@supports (display:grid){[data-mantine-color-scheme=dark] .m_3{color:red}}}' +
          '@media (min-width: 48em){.m_4{color:blue}[data-mantine-color-scheme=dark] .m_4{color:red}}',
      ),
    ).toBe(':root{--y:1px}@media (min-width: 48em){.m_4{color:blue}}');
  });
});
