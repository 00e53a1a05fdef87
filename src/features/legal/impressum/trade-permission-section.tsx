import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

import { ClientFact } from '@/components/missing-field/client-fact';

import { FactList } from '../components/fact-list';

const AUTHORITY_LABEL = msg`name and address of the authority that granted the permission`;

/** § 5 Abs. 1 Nr. 3 DDG: the permission a property developer needs, and the authority that supervises it. */
export function TradePermissionSection() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          The company operates as a property developer (Bauträger) and holds a permission pursuant to § 34c(1)
          sentence 1 no. 3(a) of the German Trade Regulation Act (Gewerbeordnung, GewO), granted by{' '}
          <ClientFact name="tradePermissionAuthority" label={AUTHORITY_LABEL} />.
        </Trans>
      </p>
      <FactList
        facts={[
          {
            term: t`Supervisory authority`,
            value: <ClientFact name="tradePermissionAuthority" label={AUTHORITY_LABEL} />,
          },
        ]}
      />
      <p>
        <Trans>
          Applicable rules: the German Trade Regulation Act (Gewerbeordnung, GewO) and the Real Estate Agents
          and Property Developers Ordinance (Makler- und Bauträgerverordnung, MaBV), available at{' '}
          <Anchor href="https://www.gesetze-im-internet.de" target="_blank" rel="noopener noreferrer">
            www.gesetze-im-internet.de
          </Anchor>
          .
        </Trans>
      </p>
    </>
  );
}
