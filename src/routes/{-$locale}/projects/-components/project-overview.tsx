import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group } from '@mantine/core';

import { EnergyCertificateFacts } from '@/components/energy/energy-certificate-facts';
import { IconMapPin } from '@/components/icons';
import { CriticalCssEnd } from '@/components/layout/critical-css-end';
import nearScreen from '@/components/layout/near-screen.module.css';
import { mapsSearchUrl } from '@/content/company';
import { projectAddressLine } from '@/content/project';
import { ProjectGallery } from '@/features/gallery/components/project-gallery';
import { ArchitectQuote } from '@/features/project/components/architect-quote';
import { BuyerProtection } from '@/features/project/components/buyer-protection';
import { FeatureCards } from '@/features/project/components/feature-cards';
import { ParkSection } from '@/features/project/components/park-section';
import { ProjectSection } from '@/features/project/components/project-section';
import { TimelineSection } from '@/features/project/components/timeline-section';
import { TrustSection } from '@/features/project/components/trust-section';

import { useGalleryItems } from './gallery-items';
import { OVERVIEW_FIRST_SECTION_ID } from './overview-section-ids';
import { useParkImages } from './park-images';

/** The overview tab: gallery, timeline, quote, features, park, location link, trust, buyer protection. */
export function ProjectOverview() {
  const { t } = useLingui();
  const galleryItems = useGalleryItems();
  const parkImages = useParkImages();
  const address = projectAddressLine();
  return (
    <>
      <ProjectSection id={OVERVIEW_FIRST_SECTION_ID} title={t`Gallery`}>
        <ProjectGallery items={galleryItems} />
      </ProjectSection>
      {/* A screen and more down: the timeline and all after it are styled by the stylesheet. */}
      <CriticalCssEnd />
      <TimelineSection />
      <ArchitectQuote />
      <FeatureCards />
      <Container size="lg" pb={32} maw={720} ml={0} id="energy-certificate" className={nearScreen.nearScreen}>
        <EnergyCertificateFacts />
      </Container>
      <ParkSection images={parkImages} />
      <Container size="lg" pb={24}>
        <Anchor href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" fw={600}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" />
            {t`See the location on the map: ${address}`}
          </Group>
        </Anchor>
      </Container>
      <TrustSection />
      <BuyerProtection />
    </>
  );
}
