import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';

import { company, formatAddress, mapsSearchUrl } from '@/content/company';

/** E-mail link and the Schönefeld street address as a maps search (spec §2 Home, contact section). */
export function ContactDetails() {
  const { t } = useLingui();
  const address = formatAddress();
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
      <Anchor
        href={mapsSearchUrl(`${company.legalName}, ${address}`)}
        target="_blank"
        rel="noopener noreferrer"
        className="tap-target"
      >
        {address}
      </Anchor>
    </Stack>
  );
}
