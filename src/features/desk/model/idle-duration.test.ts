import { describe, expect, it } from 'vitest';

import { idleDuration } from './idle-duration';

describe('idleDuration', () => {
  it('says minutes for whole minutes and seconds otherwise, with a no-break space', () => {
    expect(idleDuration(1800, 'en-IE')).toBe('30\u00A0minutes');
    expect(idleDuration(1800, 'de-DE')).toBe('30\u00A0Minuten');
    expect(idleDuration(60, 'en-IE')).toBe('1\u00A0minute');
    expect(idleDuration(5, 'de-DE')).toBe('5\u00A0Sekunden');
    expect(idleDuration(90, 'en-IE')).toBe('90\u00A0seconds');
  });
});
