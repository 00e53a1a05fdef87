import { useLingui } from '@lingui/react/macro';

import type { Unit } from '@/content/units';
import { formatArea } from '@/lib/i18n/use-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import { outdoorLabel, ROOM_KIND_LABELS } from '../model/unit-labels';
import { NorthArrow } from './north-arrow';
import { FONT, INK, OUTDOOR_FILL, PINE, ROOM_FILL, SCALE } from './plan-style';
import { unitPlanGeometry } from './unit-plan-geometry';

const PAD = 40;
const HEAD = 70;
/** Scale bar on one line, the note under it: on a narrow plan the two would otherwise collide. */
const FOOT = 72;

/**
 * The illustrative plan of one unit, drawn from its data: rooms with their areas, balcony, terrace
 * or garden, the entrance, a north arrow and a scale bar. `compact` leaves out all text (thumbnails).
 */
export function UnitPlanSvg({ unit, compact = false }: { unit: Unit; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const plan = unitPlanGeometry(unit);
  const area = (value: number) => formatArea(value, locale);
  const outdoorDepth =
    plan.outdoor.reduce((sum, o) => Math.max(sum, o.y + o.height), plan.depth) - plan.depth;
  const head = compact ? PAD / 2 : HEAD;
  const foot = compact ? PAD / 2 : FOOT;
  const width = Math.max(plan.width * SCALE + PAD * 2, compact ? 0 : 420);
  const height = head + (plan.depth + outdoorDepth) * SCALE + foot;
  const ox = (width - plan.width * SCALE) / 2;
  const m = (value: number) => value * SCALE;
  const title = t`Floor plan of apartment ${unit.weNr}: ${unit.rooms} rooms, ${area(unit.livingArea)} (illustrative)`;

  return (
    <svg
      viewBox={`0 0 ${Math.round(width)} ${Math.round(height)}`}
      role="img"
      aria-label={title}
      fontFamily={FONT}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      <rect width={width} height={height} fill="#FFFFFF" />
      <g transform={`translate(${ox} ${head})`}>
        {plan.outdoor.map((o) => (
          <g key={o.kind}>
            <rect
              x={m(o.x)}
              y={m(o.y)}
              width={m(o.width)}
              height={m(o.height)}
              fill={OUTDOOR_FILL[o.kind]}
              stroke={o.kind === 'garden' ? PINE : INK}
              strokeWidth={1}
              strokeDasharray={o.kind === 'garden' ? '6 4' : undefined}
            />
            {!compact && (
              <text
                x={m(o.x + o.width / 2)}
                y={m(o.y + o.height / 2) + 5}
                textAnchor="middle"
                fontSize={14}
                fill={INK}
              >
                {i18n._(outdoorLabel(unit, o.kind))} {area(o.area)}
              </text>
            )}
          </g>
        ))}
        {plan.rooms.map((room, index) => (
          <g key={index}>
            <rect
              x={m(room.x)}
              y={m(room.y)}
              width={m(room.width)}
              height={m(room.height)}
              fill={ROOM_FILL[room.kind]}
              stroke={INK}
              strokeWidth={3}
            />
            {!compact && (
              <text
                x={m(room.x + room.width / 2)}
                y={m(room.y + room.height / 2)}
                textAnchor="middle"
                fill={INK}
              >
                <tspan fontSize={room.width < 3 ? 12 : 14} fontWeight={600}>
                  {i18n._(ROOM_KIND_LABELS[room.kind])}
                </tspan>
                <tspan x={m(room.x + room.width / 2)} dy={18} fontSize={13}>
                  {area(room.area)}
                </tspan>
              </text>
            )}
          </g>
        ))}
        <rect
          x={0}
          y={0}
          width={m(plan.width)}
          height={m(plan.depth)}
          fill="none"
          stroke={INK}
          strokeWidth={7}
        />
        {/* Windows on the front wall, the entrance gap on the rear wall. */}
        <line
          x1={m(0.6)}
          x2={m(plan.width - 0.6)}
          y1={m(plan.depth)}
          y2={m(plan.depth)}
          stroke="#FFFFFF"
          strokeWidth={3}
          strokeDasharray="60 16"
        />
        <line
          x1={m(plan.entranceX - 0.45)}
          x2={m(plan.entranceX + 0.45)}
          y1={0}
          y2={0}
          stroke="#FFFFFF"
          strokeWidth={9}
        />
        <path
          d={`M${m(plan.entranceX)} ${-18} v14 m-6 -6 l6 6 l6 -6`}
          fill="none"
          stroke={INK}
          strokeWidth={compact ? 3 : 1.5}
        />
      </g>
      {!compact && (
        <>
          <text x={PAD} y={30} fontSize={18} fontWeight={700} fill={PINE}>
            {t`Apartment ${unit.weNr}`}
          </text>
          <text x={PAD} y={52} fontSize={14} fill={INK}>
            {t`${unit.rooms} rooms · ${area(unit.livingArea)}`}
          </text>
          <NorthArrow x={width - PAD} y={38} />
          <g transform={`translate(${PAD} ${height - 48})`} fill={INK} fontSize={11} data-scale-bar="">
            <rect width={SCALE} height={5} fill={INK} />
            <rect x={SCALE} width={SCALE} height={5} fill="none" stroke={INK} />
            <text y={18}>0</text>
            <text x={SCALE * 2} y={18} textAnchor="middle">
              2 m
            </text>
          </g>
          <text
            x={width - PAD}
            y={height - 10}
            textAnchor="end"
            fontSize={12}
            fontStyle="italic"
            fill={INK}
            data-plan-note=""
          >
            {t`Illustrative plan, not for construction`}
          </text>
        </>
      )}
    </svg>
  );
}
