import { useLingui } from '@lingui/react/macro';

import { brandColors } from '@/content/brand';
import { buildingOf, type BuildingNumber } from '@/content/units';

import { FONT, INK, PINE } from './plan-style';

const STOREY = 34;
const BAY = 36;

/**
 * An elevation of one building in line and wash, drawn from its floors and units: windows per unit,
 * balconies on the middle floors, a set-back roof storey with terrace, a green roof and garden trees.
 * Stands in for the render until a real one is dropped into ./real-plans (building-N.svg).
 */
export function BuildingRenderSvg({ building: number }: { building: BuildingNumber }) {
  const { t } = useLingui();
  const building = buildingOf(number);
  const bays = building.unitsPerFloor * 2;
  const facadeWidth = bays * BAY + 24;
  const width = facadeWidth + 220;
  const ground = 60 + building.floors * STOREY + 26;
  const height = ground + 44;
  const left = 110;
  const top = ground - building.floors * STOREY;
  const label =
    building.kind === 'street'
      ? t`Building ${number}, the street building: ${building.floors} storeys (illustration)`
      : t`Building ${number}, a garden house: ${building.floors} storeys (illustration)`;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      fontFamily={FONT}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id={`sky-${number}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#E6EEF0" />
          <stop offset="1" stopColor={brandColors.beige} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#sky-${number})`} />
      <circle cx={width - 70} cy={54} r={22} fill={brandColors.gold} opacity={0.35} />
      <rect x={0} y={ground} width={width} height={height - ground} fill="#CFDCCB" />
      {/* Set-back top storey on the street building, green roof strip on every building. */}
      {Array.from({ length: building.floors }, (_, floor) => {
        const y = ground - (floor + 1) * STOREY;
        const setBack = floor === building.floors - 1 ? 18 : 0;
        return (
          <g key={floor}>
            <rect
              x={left + setBack}
              y={y}
              width={facadeWidth - setBack * 2}
              height={STOREY}
              fill="#F4F1EA"
              stroke={INK}
              strokeWidth={1.4}
            />
            {Array.from({ length: bays }, (_, bay) => {
              const x = left + 12 + bay * BAY + 6;
              if (setBack && (bay === 0 || bay === bays - 1)) return null;
              return (
                <g key={bay}>
                  <rect
                    x={x}
                    y={y + 6}
                    width={BAY - 12}
                    height={STOREY - 12}
                    fill={PINE}
                    opacity={0.28}
                    stroke={INK}
                    strokeWidth={0.8}
                  />
                  {floor > 0 && floor < building.floors - 1 && bay % 2 === 0 && (
                    <line
                      x1={x - 4}
                      x2={x + BAY * 2 - 8}
                      y1={y + STOREY - 4}
                      y2={y + STOREY - 4}
                      stroke={INK}
                      strokeWidth={2.2}
                    />
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
      <rect x={left + 14} y={top - 6} width={facadeWidth - 28} height={6} fill={PINE} opacity={0.55} />
      {[40, width - 60, 74].map((x, i) => (
        <g key={x} opacity={0.85}>
          <line x1={x} x2={x} y1={ground} y2={ground - 30 - i * 6} stroke={INK} strokeWidth={2} />
          <circle
            cx={x}
            cy={ground - 44 - i * 6}
            r={20 + i * 3}
            fill={PINE}
            opacity={0.35}
            stroke={INK}
            strokeWidth={1}
          />
        </g>
      ))}
      <text x={16} y={height - 16} fontSize={14} fontWeight={700} fill={INK}>
        {building.kind === 'street'
          ? t`Building ${number} · street building`
          : t`Building ${number} · garden house`}
      </text>
      <text x={width - 16} y={height - 16} textAnchor="end" fontSize={12} fontStyle="italic" fill={INK}>
        {t`Illustration`}
      </text>
    </svg>
  );
}
