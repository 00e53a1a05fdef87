import { useLingui } from '@lingui/react/macro';

/** The addresses on the site link to a Google Maps search (company.mapsSearchUrl); nothing is embedded. */
export function ExternalLinksSection() {
  const { t } = useLingui();
  return (
    <p>{t`Addresses on this website, such as our office address, are linked to a search on Google Maps. Only when you click such a link does your browser connect to Google (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland); the processing there is governed by Google's privacy policy. The same applies to all other links to external websites.`}</p>
  );
}
