import { useLingui } from '@lingui/react/macro';

import { brandFonts } from '@/content/brand';

export function NoTrackingSection() {
  const { t } = useLingui();
  const { titles: titleFont, body: bodyFont } = brandFonts;
  return (
    <>
      <p>{t`We do not use any web analytics, tracking or advertising services, social media plug-ins or embedded third-party content such as maps or videos. We do not create user profiles, and no automated decision-making, including profiling, within the meaning of Art. 22 GDPR takes place.`}</p>
      <p>{t`The fonts used on this website (${titleFont} and ${bodyFont}) are delivered from our own server. We do not use Google Fonts or external content delivery networks (CDNs), so visiting the website does not establish a connection to such services.`}</p>
    </>
  );
}
