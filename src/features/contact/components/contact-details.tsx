import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';

import { CompanyEmail, CompanyStreetAddress } from '@/components/missing-field/company-name';
import { clientFacts } from '@/content/client-facts';
import { company, formatAddress, mapsSearchUrl } from '@/content/company';

/**
 * E-mail link and the Schönefeld street address as a maps search. Until
 * the client confirms the street, the street is a marked field and the link searches the town: a maps
 * search for "[to be completed: …]" would find nothing.
 */
export function ContactDetails() {
  const { t } = useLingui();
  const streetKnown = clientFacts.street !== undefined && clientFacts.legalName !== undefined;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t`E-mail`}
      </Text>
      <CompanyEmail />
      <Text size="sm" fw={600} mt="sm">
        {t`Office`}
      </Text>
      <Anchor
        href={mapsSearchUrl(
          streetKnown
            ? `${clientFacts.legalName}, ${formatAddress()}`
            : `${company.address.postalCode} ${company.address.city}`,
        )}
        target="_blank"
        rel="noopener noreferrer"
        className="tap-target"
        data-office-map=""
      >
        <CompanyStreetAddress />
        <VisuallyHidden>{t`(opens a map in a new tab)`}</VisuallyHidden>
      </Anchor>
    </Stack>
  );
}
