import { useLingui } from '@lingui/react/macro';

import { formatArea } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import { FLOOR_LABELS } from '../model/unit-labels';
import { NorthArrow } from './north-arrow';
import { ACCENT, FONT, INK, OUTDOOR_FILL, PINE, ROOM_FILL } from './plan-style';
import { LAYOUT_DEPTH, siteLayout, STREET_DEPTH } from './site-layout';

/** Drawing units per metre: the narrowest flat (3.6 m) still holds its '2 Zimmer' at 12 units. */
const S = 16;
const HEAD = 56;
const FOOT = 30;

/**
 * One floor of the whole site (ground floor to 5th): every unit of that floor with its code, rooms and
 * area, outdoor space in front, the garden houses' green roofs above their top floor. `highlight`
 * marks one unit (the unit lightbox's second slide).
 */
export function FloorLayoutSvg({ floor, highlight }: { floor: number; highlight?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const layout = siteLayout(floor);
  const width = layout.width * S;
  const height = HEAD + layout.height * S + FOOT;
  const floorLabel = i18n._(FLOOR_LABELS[floor]!);
  const label = highlight
    ? t`${floorLabel}, apartment ${highlight} highlighted (illustrative)`
    : t`${floorLabel}: layout of all apartments (illustrative)`;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      fontFamily={FONT}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      <rect width={width} height={height} fill="#FFFFFF" />
      <text x={16} y={32} fontSize={20} fontWeight={700} fill={PINE}>
        {floorLabel}
      </text>
      <NorthArrow x={width - 30} y={30} />
      <g transform={`translate(0 ${HEAD})`}>
        <rect width={width} height={STREET_DEPTH * S} fill="#EEEDEA" />
        <text
          x={width / 2}
          y={(STREET_DEPTH * S) / 2 + 5}
          textAnchor="middle"
          fontSize={14}
          letterSpacing={3}
          fill={INK}
        >
          GRABBEALLEE
        </text>
        {layout.buildings.map(({ building, x, y, width: w, units }) => (
          <g key={building.number}>
            {units.length === 0 ? (
              <g>
                <rect
                  x={x * S}
                  y={y * S}
                  width={w * S}
                  height={LAYOUT_DEPTH * S}
                  fill={OUTDOOR_FILL.garden}
                  stroke={PINE}
                  strokeDasharray="6 4"
                />
                <text
                  x={(x + w / 2) * S}
                  y={(y + LAYOUT_DEPTH / 2) * S + 5}
                  textAnchor="middle"
                  fontSize={13}
                  fill={PINE}
                >
                  {t`Green roof`}
                </text>
              </g>
            ) : (
              units.map(({ unit, x: ux, width: uw }) => {
                const marked = unit.weNr === highlight;
                const outdoor = unit.garden ? 'garden' : unit.terrace ? 'terrace' : 'balcony';
                const outdoorDepth = outdoor === 'garden' ? 5 : outdoor === 'terrace' ? 2.5 : 1.6;
                return (
                  <g key={unit.weNr}>
                    <rect
                      x={(ux + 0.5) * S}
                      y={(y + LAYOUT_DEPTH) * S}
                      width={(uw - 1) * S}
                      height={outdoorDepth * S}
                      fill={OUTDOOR_FILL[outdoor]}
                      stroke={outdoor === 'garden' ? PINE : INK}
                      strokeWidth={0.8}
                    />
                    <rect
                      x={ux * S}
                      y={y * S}
                      width={uw * S}
                      height={LAYOUT_DEPTH * S}
                      fill={marked ? '#FDE7B0' : ROOM_FILL.living}
                      stroke={marked ? ACCENT : INK}
                      strokeWidth={marked ? 4 : 2}
                      data-marked={marked ? '' : undefined}
                    />
                    <text x={(ux + uw / 2) * S} y={(y + 3.4) * S} textAnchor="middle" fill={INK}>
                      <tspan fontSize={14} fontWeight={700}>
                        {unit.weNr}
                      </tspan>
                      <tspan x={(ux + uw / 2) * S} dy={20} fontSize={12}>
                        {t`${unit.rooms} rooms`}
                      </tspan>
                      <tspan x={(ux + uw / 2) * S} dy={17} fontSize={12}>
                        {formatArea(unit.livingArea, locale)}
                      </tspan>
                    </text>
                  </g>
                );
              })
            )}
            <rect
              x={x * S}
              y={y * S}
              width={w * S}
              height={LAYOUT_DEPTH * S}
              fill="none"
              stroke={INK}
              strokeWidth={4}
            />
            <text x={x * S} y={y * S - 8} fontSize={12} fontWeight={600} fill={INK}>
              {t`Building ${building.number}`}
            </text>
          </g>
        ))}
      </g>
      <text x={width - 16} y={height - 10} textAnchor="end" fontSize={12} fontStyle="italic" fill={INK}>
        {t`Illustrative layout, not to scale`}
      </text>
    </svg>
  );
}
