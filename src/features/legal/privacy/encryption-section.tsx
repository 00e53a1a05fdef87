import { useLingui } from '@lingui/react/macro';

export function EncryptionSection() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`For security reasons and to protect the transmission of confidential content, such as the enquiries you send us, this website uses SSL/TLS encryption. You can recognise an encrypted connection by the fact that the address line of your browser begins with “https://” and by the lock symbol in your browser.`}</p>
      <p>{t`When encryption is active, the data you transmit to us cannot be read by third parties. The connections to the service providers named in this privacy policy are encrypted in the same way.`}</p>
    </>
  );
}
