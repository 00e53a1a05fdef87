import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';

import { CompanyStreetAddress } from '@/components/missing-field/company-name';
import { clientFacts } from '@/content/client-facts';
import { company, formatAddress, mapsSearchUrl } from '@/content/company';

/**
 * E-mail link and the Schönefeld street address as a maps search (spec §2 Home, contact section). Until
 * the client confirms the street, the address is a marked field and links nowhere: a maps search for
 * "[to be completed: …]" would find nothing.
 */
export function ContactDetails() {
  const { t } = useLingui();
  const streetKnown = clientFacts.street !== undefined && clientFacts.legalName !== undefined;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t`E-mail`}
      </Text>
      <Anchor href={`mailto:${company.email}`} className="tap-target">
        {company.email}
      </Anchor>
      <Text size="sm" fw={600} mt="sm">
        {t`Office`}
      </Text>
      {streetKnown ? (
        <Anchor
          href={mapsSearchUrl(`${clientFacts.legalName}, ${formatAddress()}`)}
          target="_blank"
          rel="noopener noreferrer"
          className="tap-target"
        >
          {formatAddress()}
          <VisuallyHidden>{t`(opens a map in a new tab)`}</VisuallyHidden>
        </Anchor>
      ) : (
        <Text>
          <CompanyStreetAddress />
        </Text>
      )}
    </Stack>
  );
}
