import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

import { ClientFact } from '@/components/missing-field/client-fact';
import {
  ENERGY_CERTIFICATE,
  ENERGY_CERTIFICATE_TYPE_LABELS,
} from '@/content/project-page/energy-certificate';
import { useFormatters } from '@/lib/i18n/use-formatters';

import classes from './energy-certificate-facts.module.css';

/**
 * The energy-certificate facts of § 87 GEG: type, energy demand, main energy source, year of construction,
 * efficiency class. Before completion it says that the certificate is issued on completion and shows the
 * planned standard. Used on the project page and in every unit view.
 */
export function EnergyCertificateFacts({
  headingLevel = 3,
  compact = false,
}: {
  headingLevel?: 2 | 3 | 4;
  /** One wrapped line of facts, for the unit lightbox. */
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { number } = useFormatters();
  const certificate = ENERGY_CERTIFICATE;
  const planned = !certificate.issued;
  const { min, max } = certificate.energyDemand;
  const demand = `${number(min)}–${number(max)} kWh/(m²·a)`;
  const efficiencyHouse = certificate.efficiencyHouse;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={compact ? `${classes.box} ${classes.compact}` : classes.box}
      aria-label={t`Energy certificate`}
      data-energy-certificate=""
    >
      <Heading className={classes.title}>{t`Energy certificate`}</Heading>
      {planned && (
        <Text fz="sm" c="charcoal.6" data-energy-status="planned">
          {t`The energy certificate is issued on completion. Until then the planned values apply: Efficiency House ${efficiencyHouse}, energy efficiency class ${certificate.efficiencyClass}.`}
        </Text>
      )}
      <dl className={classes.facts}>
        <dt>{t`Certificate type`}</dt>
        <dd>
          {planned
            ? t`${i18n._(ENERGY_CERTIFICATE_TYPE_LABELS[certificate.type])} (planned)`
            : i18n._(ENERGY_CERTIFICATE_TYPE_LABELS[certificate.type])}
        </dd>
        <dt>{t`Energy demand`}</dt>
        <dd>
          {planned
            ? t`${number(min)} to under ${number(max)} kWh/(m²·a) (range of class ${certificate.efficiencyClass}, planned value)`
            : demand}
        </dd>
        <dt>{t`Main energy source`}</dt>
        <dd>
          <ClientFact name="mainEnergySource" label={msg`main energy source`} />
        </dd>
        <dt>{t`Year of construction`}</dt>
        <dd>{planned ? t`${certificate.yearOfConstruction} (planned)` : certificate.yearOfConstruction}</dd>
        <dt>{t`Energy efficiency class`}</dt>
        <dd>{planned ? t`${certificate.efficiencyClass} (planned)` : certificate.efficiencyClass}</dd>
        <dt>{t`Efficiency standard`}</dt>
        <dd>
          {planned
            ? t`Efficiency House ${efficiencyHouse} (planned)`
            : t`Efficiency House ${efficiencyHouse}`}
        </dd>
      </dl>
    </section>
  );
}
