import { useLingui } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';

import { DiscountTerms } from '@/components/discount/discount-terms';
import { IconArrowRight } from '@/components/icons';
import { useContactRequest } from '@/components/layout/contact-request';
import nearScreen from '@/components/layout/near-screen.module.css';
import { project } from '@/content/project';

import classes from './final-cta.module.css';

/** The closing call to action: ask for the exposé or a viewing. */
export function FinalCta() {
  const { t } = useLingui();
  const { openContact } = useContactRequest();
  return (
    <section
      aria-labelledby="final-cta-title"
      className={nearScreen.nearScreen}
      style={{ background: 'var(--mantine-color-pine-6)', color: '#fff' }}
    >
      <Container size="md" className={classes.inner}>
        <div className={classes.stack}>
          <h2 id="final-cta-title" className={classes.title}>
            {t`Find your home at ${project.name}`}
          </h2>
          <p className={classes.lead}>
            {t`Ask for the exposé, prices and a viewing. With ${project.earlyBirdDiscountPercent}% off for early buyers.`}
          </p>
          <p className={classes.terms} data-discount-terms="">
            <DiscountTerms />
          </p>
          <Button
            size="lg"
            color="gold.5"
            c="charcoal.9"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            onClick={() => openContact({ subject: t`Enquiry: ${project.name}` })}
          >
            {t`Request information`}
          </Button>
        </div>
      </Container>
    </section>
  );
}
