import { useLingui } from '@lingui/react/macro';

import { DiscountTerms } from '@/components/discount/discount-terms';
import { DraftDocument } from '@/components/print/draft-document';
import { project } from '@/content/project';
import { UNITS } from '@/content/units';
import { formatOneDecimal, useFormatters } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import { FLOOR_LABELS, outdoorLabel } from '../model/unit-labels';

const OUTDOOR_KINDS = ['balcony', 'terrace', 'garden'] as const;

/** The price list of all 56 units, printable; a draft until the developer issues the binding list. */
export function PriceList() {
  const { t, i18n } = useLingui();
  const { euro } = useFormatters();
  const locale = useLocale();
  const sqm = (value: number) => `${formatOneDecimal(value, locale)} m²`;
  const total = UNITS.reduce((sum, unit) => sum + unit.livingArea, 0);
  return (
    <DraftDocument
      title={t`Price list ${project.name}`}
      lead={t`All ${UNITS.length} apartments with living area, price per m² and price. Living areas exclude outdoor space: balconies, terraces, roof terraces and gardens are not counted and are listed beside them. Availability is shown in the apartment finder.`}
      draftNotice={t`Draft for information: the binding price list is issued by the developer and becomes part of the notarised purchase contract. Prices before the early-bird discount.`}
    >
      <p data-discount-terms="">
        <DiscountTerms />
      </p>
      {/* Eight columns are wider than a phone: the table scrolls sideways there, the page does not. */}
      <div style={{ overflowX: 'auto' }}>
        <table data-price-list="">
          <caption>{t`Total living area: ${sqm(total)}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Unit code`}</th>
              <th scope="col">{t`Building`}</th>
              <th scope="col">{t`Floor`}</th>
              <th scope="col">{t`Rooms`}</th>
              <th scope="col">{t`Living area (excl. outdoor space)`}</th>
              <th scope="col">{t`Outdoor space`}</th>
              <th scope="col">{t`Price per m²`}</th>
              <th scope="col">{t`Price`}</th>
            </tr>
          </thead>
          <tbody>
            {UNITS.map((unit) => (
              <tr key={unit.weNr} data-unit={unit.weNr}>
                <th scope="row">{unit.weNr}</th>
                <td>{unit.building}</td>
                <td>{i18n._(FLOOR_LABELS[unit.floor]!)}</td>
                <td data-number="">{unit.rooms}</td>
                <td data-number="">{sqm(unit.livingArea)}</td>
                <td>
                  {OUTDOOR_KINDS.filter((kind) => unit[kind] !== undefined)
                    .map((kind) => `${i18n._(outdoorLabel(unit, kind))} ${sqm(unit[kind]!)}`)
                    .join(', ')}
                </td>
                <td data-number="">{euro(unit.pricePerSqm)}</td>
                <td data-number="">{euro(unit.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DraftDocument>
  );
}
