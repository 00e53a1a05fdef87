import { useLingui } from '@lingui/react/macro';

export function LiabilityForContentSection() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`We prepare the content of these pages with the greatest care. As a service provider, we are responsible for our own content on these pages under the general laws. However, we cannot guarantee that the content is correct, complete and up to date.`}</p>
      <p>{t`Information on floor areas, fittings, dates and the availability of apartments is non-binding and does not constitute an offer. Only the notarised purchase contract, including the building specification, is legally binding.`}</p>
    </>
  );
}

export function LiabilityForLinksSection() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`Our website contains links to external websites of third parties, on whose content we have no influence. We therefore cannot accept any liability for this third-party content. The respective provider or operator of the linked pages is always responsible for their content.`}</p>
      <p>{t`The linked pages were checked for possible legal violations at the time of linking; no unlawful content was recognisable at that time. Permanent monitoring of the content of the linked pages is, however, not reasonable without concrete indications of a legal violation. If we become aware of any legal violations, we will remove such links immediately.`}</p>
    </>
  );
}

export function CopyrightSection() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`The content and works created by us on these pages, in particular texts, photographs, visualisations and floor plans, are subject to German copyright law. Any reproduction, adaptation, distribution or other exploitation beyond the limits of copyright law requires our prior written consent.`}</p>
      <p>{t`Where content on these pages was not created by us, we respect the copyrights of third parties. Should you nevertheless become aware of a copyright infringement, please let us know. If we become aware of any infringements, we will remove such content immediately.`}</p>
      <p>{t`Visualisations, renderings and illustrations of the project are artist's impressions for illustrative purposes only. The actual construction, fittings and outdoor areas may differ from them; furniture and decoration shown are not part of the scope of delivery.`}</p>
    </>
  );
}
