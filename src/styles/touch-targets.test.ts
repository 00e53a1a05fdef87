// @vitest-environment node
import { readFileSync } from 'node:fs';

import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * touch-targets.css selects Mantine's components by the classes of Mantine's own stylesheets (the site
 * renders without static class names). An upgrade of @mantine/core may rename them: then this fails,
 * instead of the phone sizes silently no longer applying.
 */
const MANTINE_CLASSES: Record<string, { sheet: string; sets?: string }> = {
  m_77c9d27d: { sheet: 'Button', sets: '--button-height-sm' },
  m_80f1301b: { sheet: 'Button', sets: 'height' },
  m_811560b9: { sheet: 'Button', sets: 'white-space' },
  m_75cd9f71: { sheet: 'List', sets: 'white-space' },
  m_8d3f4000: { sheet: 'ActionIcon', sets: '--ai-size-md' },
  m_86a44da5: { sheet: 'CloseButton', sets: '--cb-size-md' },
  m_6c018570: { sheet: 'Input', sets: '--input-height-sm' },
  m_f59ffda3: { sheet: 'Chip', sets: '--chip-size-sm' },
  m_f61ca620: { sheet: 'PasswordInput', sets: '--psi-button-size-sm' },
  m_4ec4dce6: { sheet: 'Tabs' },
  m_f678d540: { sheet: 'Breadcrumbs' },
  m_bf2d988c: { sheet: 'Checkbox', sets: '--checkbox-size-sm' },
  m_26062bec: { sheet: 'Checkbox' },
  m_26063560: { sheet: 'Checkbox' },
  m_bf295423: { sheet: 'Checkbox' },
};

const mantineSheet = (name: string) =>
  postcss.parse(readFileSync(`node_modules/@mantine/core/styles/${name}.css`, 'utf8'));

describe('touch-targets.css', () => {
  const used = new Set(
    [...readFileSync('src/styles/touch-targets.css', 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)].map(
      (match) => match[1]!,
    ),
  );

  it('names only Mantine classes this test knows', () => {
    expect([...used].filter((name) => !(name in MANTINE_CLASSES))).toEqual([]);
  });

  it.each(Object.entries(MANTINE_CLASSES))(
    '.%s is still a class of Mantine’s %o, with the size variable set here',
    (name, { sheet, sets }) => {
      const declared = new Set<string>();
      let defined = false;
      mantineSheet(sheet).walkRules((rule) => {
        if (!rule.selectors.includes(`.${name}`)) return;
        defined = true;
        rule.walkDecls((decl) => void declared.add(decl.prop));
      });
      expect(defined).toBe(true);
      if (sets) expect([...declared]).toContain(sets);
    },
  );
});
