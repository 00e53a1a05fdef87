import { msg } from '@lingui/core/macro';

import type { LegalSectionEntry } from '../legal-section-entry';
import { ConsumerDisputeResolutionSection } from './consumer-dispute-resolution-section';
import { ContentResponsibilitySection } from './content-responsibility-section';
import {
  CopyrightSection,
  LiabilityForContentSection,
  LiabilityForLinksSection,
} from './disclaimer-sections';
import {
  ContactSection,
  hasTaxIds,
  ProviderSection,
  RegisterSection,
  RepresentationSection,
  TaxIdsSection,
} from './provider-details';
import { TradePermissionSection } from './trade-permission-section';

/** The legal notice in the order of a German Impressum (§ 5 DDG, § 18 Abs. 2 MStV, § 36 VSBG, disclaimers). */
export const impressumSections: LegalSectionEntry[] = [
  { id: 'provider', title: msg`Service provider`, Body: ProviderSection },
  { id: 'represented-by', title: msg`Represented by`, Body: RepresentationSection },
  { id: 'contact-details', title: msg`Contact`, Body: ContactSection },
  { id: 'register', title: msg`Register entry`, Body: RegisterSection },
  ...(hasTaxIds() ? [{ id: 'vat-id', title: msg`VAT ID and business ID`, Body: TaxIdsSection }] : []),
  { id: 'trade-permission', title: msg`Permission under § 34c GewO`, Body: TradePermissionSection },
  {
    id: 'responsible-for-content',
    title: msg`Responsible for content pursuant to § 18(2) MStV`,
    Body: ContentResponsibilitySection,
  },
  {
    id: 'dispute-resolution',
    title: msg`Consumer dispute resolution`,
    Body: ConsumerDisputeResolutionSection,
  },
  { id: 'liability-for-content', title: msg`Liability for content`, Body: LiabilityForContentSection },
  { id: 'liability-for-links', title: msg`Liability for links`, Body: LiabilityForLinksSection },
  { id: 'copyright', title: msg`Copyright`, Body: CopyrightSection },
];
