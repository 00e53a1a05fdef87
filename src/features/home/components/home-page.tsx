import { useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';

import { PageIntro } from '@/components/layout/page-intro';
import { CONTACT_SECTION_ID } from '@/components/layout/use-contact-action';
import { project } from '@/content/project';
import { useFormatters } from '@/lib/i18n/use-formatters';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <Container component="section" id={id} aria-labelledby={`${id}-title`} size="lg" py={48}>
      <Stack gap="sm" maw={760}>
        <Title order={2} id={`${id}-title`} c="pine.6">
          {title}
        </Title>
        <Text fz="lg">{lead}</Text>
        {children}
      </Stack>
    </Container>
  );
}

/** The home page (spec §2 Home): sections home, projects, why-berlin, about, contact. */
export function HomePage({ contact }: { contact: React.ReactNode }) {
  const { t } = useLingui();
  const { euro } = useFormatters();
  const price = euro(project.price.from);
  const discount = project.earlyBirdDiscountPercent;
  const occupancy = project.berlinOccupancyPercent;
  return (
    <>
      <div id="home">
        <PageIntro
          eyebrow={t`Berlin-Pankow · Niederschönhausen`}
          title={t`New homes at ${project.name}`}
          lead={t`${project.residentialUnits} condominiums in ${project.buildings} buildings, with 2 to 4 rooms. Prices from ${price}, about ${occupancy}% Berlin occupancy and a ${discount}% early-bird discount.`}
        />
      </div>
      <Section
        id="projects"
        title={t`Our project`}
        lead={t`${project.name}: a new-build residential development in Berlin-Pankow, under construction since September 2025.`}
      />
      <Section
        id="why-berlin"
        title={t`Why Berlin`}
        lead={t`A growing capital with about ${occupancy}% occupancy: a safe place to live and to invest.`}
      />
      <Section
        id="about"
        title={t`About us`}
        lead={t`An architect and a financial director who build homes with care, in Berlin for decades.`}
      />
      <Section
        id={CONTACT_SECTION_ID}
        title={t`Contact`}
        lead={t`Ask us for information or the exposé. We'll get back to you as soon as possible.`}
      >
        {contact}
      </Section>
    </>
  );
}
