import { describe, expect, it } from 'vitest';

import { interactionReport, type InteractionResult, type Sample } from './interactions.ts';

const sample = (visible: number | null, longestEvent = 40, effect = true): Sample => ({
  visible,
  longestEvent,
  effect,
});

const floor: InteractionResult = {
  name: 'floor: button → <dialog>',
  idle: [sample(30)],
  soon: [sample(40)],
  early: [],
};

function soonVerdicts(soon: Sample[]) {
  const tap: InteractionResult = { name: 'tap', idle: [sample(100)], soon, early: [] };
  return interactionReport([floor, tap]).verdicts.filter((verdict) => verdict.target.includes('soon'));
}

describe('interactionReport, taps soon after arriving', () => {
  it('holds a soon tap to the floor tapped as soon after its load, plus 150 ms', () => {
    expect(soonVerdicts([sample(190)]).map((verdict) => [verdict.target, verdict.pass])).toEqual([
      ['tap: soon event ≤ 200 ms', true],
      ['tap: soon visible ≤ floor + 150 (190) ms', true],
    ]);
    expect(soonVerdicts([sample(191)])[1]!.pass).toBe(false);
  });

  it('fails a soon tap that is lost, lacks its effect or whose event runs long', () => {
    expect(soonVerdicts([sample(100), sample(null), sample(100)])[1]!.pass).toBe(false);
    expect(soonVerdicts([sample(100, 40, false)])[1]).toMatchObject({
      pass: false,
      actual: '100 ms, 1 without full effect',
    });
    expect(soonVerdicts([sample(100, 201)])[0]!.pass).toBe(false);
  });

  it('shows the soon medians beside the idle and early ones', () => {
    const { rows } = interactionReport([floor]);
    expect(rows[0]).toEqual({
      interaction: 'floor: button → <dialog>',
      'idle: visible / event ms': '30 / 40',
      'soon: visible / event ms': '40 / 40',
      'early: visible / event ms': '—',
    });
  });
});
