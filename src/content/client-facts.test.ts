import { describe, expect, it } from 'vitest';

import { type ClientFacts, missingClientFacts, REQUIRED_CLIENT_FACTS } from './client-facts';

const names = (facts: Partial<ClientFacts>) => missingClientFacts(facts).map((fact) => fact.name);

describe('the required client facts', () => {
  it('are all missing while none is supplied, each with why it is needed', () => {
    expect(names({})).toEqual(Object.keys(REQUIRED_CLIENT_FACTS));
    for (const { why } of missingClientFacts({})) expect(why.length).toBeGreaterThan(10);
  });

  it('leave out the project position, which the structured data simply omits', () => {
    expect(names({})).not.toContain('projectGeo');
  });

  it('count a blank value as missing and a confirmed "none" (null) as answered', () => {
    expect(names({ street: '  ' })).toContain('street');
    expect(names({ street: 'Hauptstraße 1', vatId: null, phone: null })).not.toEqual(
      expect.arrayContaining(['street', 'vatId', 'phone']),
    );
  });

  it('need a deadline or a quota for the early-bird discount', () => {
    expect(names({ earlyBirdDiscountTerms: {} })).toContain('earlyBirdDiscountTerms');
    expect(names({ earlyBirdDiscountTerms: { until: '2026-03-31' } })).not.toContain(
      'earlyBirdDiscountTerms',
    );
    expect(names({ earlyBirdDiscountTerms: { firstContracts: 20 } })).not.toContain('earlyBirdDiscountTerms');
  });
});

describe('the client facts of issue 46', () => {
  it('require the statements, the occupancy source and the S+U route before a hosted build', () => {
    expect(names({})).toEqual(
      expect.arrayContaining([
        'processingAgreementsConcluded',
        'spamCheckedDaily',
        'financedBeforeConstruction',
        'occupancySource',
        'transitRoute',
        'email',
      ]),
    );
  });

  it('count a statement the client denies (false) as answered: the site then leaves it out', () => {
    const answered = names({
      processingAgreementsConcluded: false,
      spamCheckedDaily: true,
      financedBeforeConstruction: false,
    });
    expect(answered).not.toEqual(
      expect.arrayContaining([
        'processingAgreementsConcluded',
        'spamCheckedDaily',
        'financedBeforeConstruction',
      ]),
    );
  });

  it('need a station name for the S+U route and a non-blank occupancy source', () => {
    expect(names({ transitRoute: { station: ' ', mode: 'bike' } })).toContain('transitRoute');
    expect(names({ transitRoute: { station: 'S+U Pankow', mode: 'bike' } })).not.toContain('transitRoute');
    expect(names({ occupancySource: '' })).toContain('occupancySource');
    expect(names({ occupancySource: 'Zensus 2022' })).not.toContain('occupancySource');
  });
});
