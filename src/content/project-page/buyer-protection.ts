/** Buyer protection and the MaBV instalment plan of the project page (spec §1). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const BUYER_PROTECTION = {
  title: msg`Your purchase is protected`,
  points: [
    msg`The purchase contract is notarised; the notary explains it and oversees the process impartially.`,
    msg`Before your first payment a priority notice secures your claim to the apartment in the land register.`,
    msg`You pay in instalments under § 3 MaBV, each only once its stage of construction is reached; the notary confirms when they are due.`,
    msg`After completion and full payment, you are registered as the owner in the land register (Grundbuch).`,
  ],
};

/**
 * The instalments of § 3 (2) Makler- und Bauträgerverordnung (MaBV), in the regulation's wording: 30 % of
 * the contract price after the start of excavation, then shares of the remaining 70 % (`ofRemainder`),
 * shown also as shares of the whole price (`percent`). The contract combines them into at most seven
 * instalments.
 */
export interface PaymentStage {
  /** Share of the whole contract price. */
  percent: number;
  /** The regulation's share of the remaining contract price (stages after the first). */
  ofRemainder?: number;
  stage: MessageDescriptor;
}

export const MABV_PAYMENT_STAGES: readonly PaymentStage[] = [
  { percent: 30, stage: msg`after the start of excavation work` },
  { percent: 28, ofRemainder: 40, stage: msg`after completion of the shell, including carpentry work` },
  { percent: 5.6, ofRemainder: 8, stage: msg`for the roof surfaces and gutters` },
  { percent: 2.1, ofRemainder: 3, stage: msg`for the rough installation of the heating system` },
  { percent: 2.1, ofRemainder: 3, stage: msg`for the rough installation of the sanitary system` },
  { percent: 2.1, ofRemainder: 3, stage: msg`for the rough installation of the electrical system` },
  { percent: 7, ofRemainder: 10, stage: msg`for the installation of the windows, including glazing` },
  { percent: 4.2, ofRemainder: 6, stage: msg`for the interior plaster, excluding touch-up work` },
  { percent: 2.1, ofRemainder: 3, stage: msg`for the screed` },
  { percent: 2.8, ofRemainder: 4, stage: msg`for the tiling in the sanitary areas` },
  {
    percent: 8.4,
    ofRemainder: 12,
    stage: msg`after readiness for occupancy, step by step against handover of possession`,
  },
  { percent: 2.1, ofRemainder: 3, stage: msg`for the facade work` },
  { percent: 3.5, ofRemainder: 5, stage: msg`after full completion` },
];

/** At most seven instalments (§ 3 (2) sentence 1 MaBV). */
export const MABV_MAX_INSTALMENTS = 7;
