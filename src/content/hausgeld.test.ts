import { describe, expect, it } from 'vitest';

import { clientFacts } from './client-facts';
import { hausgeldEstimate } from './hausgeld';
import { unitByCode } from './units';

describe('hausgeldEstimate', () => {
  it('is the client’s figure for the unit, and nothing where none is supplied', () => {
    expect(hausgeldEstimate('1.0.2', { '1.0.2': 310 })).toBe(310);
    expect(hausgeldEstimate('1.0.3', { '1.0.2': 310 })).toBeUndefined();
    expect(hausgeldEstimate('1.0.2', undefined)).toBeUndefined();
    expect(hausgeldEstimate('1.0.2', { '1.0.2': Number.NaN })).toBeUndefined();
  });

  it('names only units that exist', () => {
    for (const code of Object.keys(clientFacts.hausgeldEstimates ?? {}))
      expect(unitByCode(code)).toBeDefined();
  });
});
