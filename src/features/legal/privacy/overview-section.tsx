import { useLingui } from '@lingui/react/macro';

export function OverviewSection() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`We take the protection of your personal data seriously. This privacy policy explains which personal data we process when you use this website, for what purposes and on what legal basis we do so, and which rights you have. Personal data is any information relating to an identified or identifiable natural person.`}</p>
      <p>{t`In brief: apart from the technical access data that arises with every visit to a website, we only receive personal data from you if you send us an enquiry via the contact form or by e-mail, sign up for an availability alert or book a viewing. We do not use any analytics or tracking tools, and we do not set any cookies for advertising or marketing purposes.`}</p>
    </>
  );
}
