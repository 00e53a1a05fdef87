import { useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';

import { DiscountTerms } from '@/components/discount/discount-terms';
import { IconArrowRight } from '@/components/icons';
import { useContactRequest } from '@/components/layout/contact-request';
import { project } from '@/content/project';

import classes from './final-cta.module.css';

/** The closing call to action: ask for the exposé or a viewing. */
export function FinalCta() {
  const { t } = useLingui();
  const { openContact } = useContactRequest();
  return (
    <section
      aria-labelledby="final-cta-title"
      style={{ background: 'var(--mantine-color-pine-6)', color: '#fff' }}
    >
      <Container size="md" className={classes.inner}>
        <Stack align="center" gap="md" ta="center">
          <Title order={2} id="final-cta-title" c="white">
            {t`Find your home at ${project.name}`}
          </Title>
          <Text fz="lg" c="beige.1">
            {t`Ask for the exposé, prices and a viewing. With ${project.earlyBirdDiscountPercent}% off for early buyers.`}
          </Text>
          <Text fz="sm" c="beige.1" data-discount-terms="">
            <DiscountTerms />
          </Text>
          <Button
            size="lg"
            color="gold.5"
            c="charcoal.9"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            onClick={() => openContact({ subject: t`Enquiry: ${project.name}` })}
          >
            {t`Request information`}
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
