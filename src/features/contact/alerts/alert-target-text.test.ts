import { describe, expect, it } from 'vitest';

import { activateLocale, i18n } from '@/lib/i18n/i18n';

import { alertTargetText } from './alert-target-text';

const PROJECT = 'grabbeallee-68';

describe('alertTargetText', () => {
  it('names a search with its place and limits, in English and German', async () => {
    const target = {
      kind: 'search',
      projectId: PROJECT,
      building: 2,
      rooms: 3,
      maxPrice: 450_000,
      minArea: 70,
    } as const;
    await activateLocale('en', ['messages', 'alerts']);
    expect(alertTargetText(target, i18n)).toBe('3-room flats in building 2, up to €450,000, from 70\u00a0m²');
    await activateLocale('de', ['messages', 'alerts']);
    expect(alertTargetText(target, i18n)).toBe(
      '3-Zimmer-Wohnungen in Haus 2, bis 450.000\u00a0€, ab 70\u00a0m²',
    );
  });

  it('names a floor of a building, limits alone, and no filter at all', async () => {
    await activateLocale('en', ['messages', 'alerts']);
    expect(alertTargetText({ kind: 'search', projectId: PROJECT, building: 1, floor: 0 }, i18n)).toBe(
      'Flats on the ground floor of building 1',
    );
    expect(
      alertTargetText({ kind: 'search', projectId: PROJECT, maxPrice: 300_000, minArea: 55.5 }, i18n),
    ).toBe('Flats up to €300,000, from 55.5\u00a0m²');
    expect(alertTargetText({ kind: 'search', projectId: PROJECT }, i18n)).toBe('Every flat of the project');
    await activateLocale('de', ['messages', 'alerts']);
    expect(
      alertTargetText({ kind: 'search', projectId: PROJECT, building: 4, floor: 2, rooms: 2 }, i18n),
    ).toBe('2-Zimmer-Wohnungen im 2. Obergeschoss von Haus 4');
  });
});
