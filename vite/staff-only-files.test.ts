import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

import { staffOnlyFiles } from './staff-only-files';

const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/app.js',
    isEntry: true,
    dynamicImports: [
      'src/routes/{-$locale}/desk.tsx?tsr-split=component',
      'src/routes/team.tsx',
      'src/features/desk/components/desk-unit-status-button.tsx',
    ],
  },
  'src/routes/{-$locale}/desk.tsx?tsr-split=component': {
    file: 'assets/desk.js',
    isDynamicEntry: true,
    imports: ['_desk-texts.js', '_mantine.js'],
    dynamicImports: ['locales/de/desk.po', 'src/features/desk/components/history-dialog.tsx'],
  },
  'src/features/desk/components/history-dialog.tsx': {
    file: 'assets/history-dialog.js',
    isDynamicEntry: true,
  },
  'src/features/desk/components/desk-unit-status-button.tsx': {
    file: 'assets/desk-unit-status-button.js',
    isDynamicEntry: true,
    imports: ['_desk-texts.js'],
  },
  'locales/de/desk.po': { file: 'assets/desk-de.js', isDynamicEntry: true },
  'src/routes/team.tsx': { file: 'assets/team.js', isDynamicEntry: true, imports: ['_mantine.js'] },
  '_desk-texts.js': { file: 'assets/desk-texts.js' },
  '_mantine.js': { file: 'assets/mantine.js' },
};

describe('staffOnlyFiles', () => {
  it('leaves out what only staff code reaches, keeps what a visitor page shares', () => {
    expect([...staffOnlyFiles(manifest)].sort()).toEqual([
      'assets/desk-de.js',
      'assets/desk-texts.js',
      'assets/desk-unit-status-button.js',
      'assets/desk.js',
      'assets/history-dialog.js',
    ]);
  });

  it('keeps a chunk a visitor page imports too', () => {
    const shared: Manifest = {
      ...manifest,
      'src/routes/team.tsx': {
        file: 'assets/team.js',
        isDynamicEntry: true,
        imports: ['_mantine.js', '_desk-texts.js'],
      },
    };
    expect(staffOnlyFiles(shared).has('assets/desk-texts.js')).toBe(false);
    expect(staffOnlyFiles(shared).has('assets/desk.js')).toBe(true);
  });
});
