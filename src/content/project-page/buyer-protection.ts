/**
 * How the law protects a buyer, and the MaBV instalment plan, on the project page. Everything here
 * is what German law requires of every developer sale (§ 311b BGB, § 17 BeurkG, § 3 MaBV, § 650m BGB), so
 * the box says so and does not present it as this developer's merit (UWG Annex no. 10).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const BUYER_PROTECTION = {
  title: msg`How the law protects you`,
  lead: msg`Required by law for every purchase from a developer, here as everywhere:`,
  points: [
    msg`The purchase contract must be notarised (§ 311b BGB); the notary explains it and oversees the process impartially.`,
    msg`You receive the draft contract at least two weeks before the notary appointment (§ 17 (2a) BeurkG).`,
    msg`The first instalment falls due only once the notary confirms that the prerequisites of § 3 (1) MaBV are met, among them the priority notice in the land register, the release from encumbrances and the building permit.`,
    msg`Each further instalment falls due only when its stage of construction is reached; the table shows the most the MaBV allows for each.`,
    msg`With the first instalment you receive a security of 5% of the price for timely completion without material defects (§ 650m (2) BGB).`,
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
