import { useLingui } from '@lingui/react/macro';

/**
 * § 36 VSBG. The EU online dispute resolution (ODR) platform was shut down on 20 July 2025
 * (Regulation (EU) 2024/3228), so the former ODR link is deliberately not given any more.
 */
export function ConsumerDisputeResolutionSection() {
  const { t } = useLingui();
  return (
    <p>{t`We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG).`}</p>
  );
}
