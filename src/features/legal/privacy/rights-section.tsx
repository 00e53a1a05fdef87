import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

import { useLocale } from '@/lib/i18n/use-locale';

import classes from '../components/legal.module.css';
import { PostalAddress } from '../components/postal-address';
import { dataProtectionAuthority } from '../supervisory-authority';
import { privacySectionIds } from './privacy-section-ids';
import { SectionLink } from './section-link';

/** Rights of data subjects (Art. 15–21 GDPR), withdrawal of consent (Art. 7(3)) and complaint (Art. 77). */
export function RightsSection() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <p>
        <Trans>
          You have the following rights with regard to your personal data. To exercise them, an informal
          message to the contact details given under{' '}
          <SectionLink to={privacySectionIds.controller}>Controller</SectionLink> is sufficient.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Right of access (Art. 15 GDPR):</strong> you can request information as to whether and
            which personal data we process about you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Right to rectification (Art. 16 GDPR):</strong> you can request that inaccurate data be
            corrected or incomplete data be completed.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Right to erasure (Art. 17 GDPR):</strong> you can request that your data be erased, unless
            we are legally obliged to retain it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Right to restriction of processing (Art. 18 GDPR):</strong> you can request that we only
            store your data and no longer process it otherwise, for example while its accuracy is being
            verified.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Right to data portability (Art. 20 GDPR):</strong> you can request to receive the data you
            have provided to us in a structured, commonly used and machine-readable format, or to have it
            transmitted to another controller.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Right to withdraw consent (Art. 7(3) GDPR):</strong> you can withdraw any consent you have
            given at any time with effect for the future. The lawfulness of the processing carried out before
            the withdrawal remains unaffected.
          </Trans>
        </li>
      </ul>

      <h3>{t`Right to object (Art. 21 GDPR)`}</h3>
      <div className={classes.notice}>
        <p>{t`Where we process your data on the basis of Art. 6(1)(f) GDPR (legitimate interests), you have the right to object to this processing at any time on grounds relating to your particular situation. We will then no longer process the data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.`}</p>
      </div>

      <h3>{t`Right to lodge a complaint with a supervisory authority`}</h3>
      <p>{t`If you consider that the processing of your personal data infringes data protection law, you have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement. The supervisory authority responsible for us is:`}</p>
      <PostalAddress
        lines={[
          dataProtectionAuthority.name,
          // Its official name is German; English readers get what it is.
          ...(locale === 'de' ? [] : [t`(the data protection commissioner of the state of Brandenburg)`]),
          dataProtectionAuthority.street,
          dataProtectionAuthority.postalCodeAndCity,
          <Anchor
            key="website"
            href={dataProtectionAuthority.website}
            target="_blank"
            rel="noopener noreferrer"
          >
            {dataProtectionAuthority.website.replace(/^https:\/\//, '')}
          </Anchor>,
        ]}
      />
    </>
  );
}
