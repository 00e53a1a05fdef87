import { INK } from './plan-style';

/** A north arrow with its "N", centred on (x, y). */
export function NorthArrow({ x, y, size = 36 }: { x: number; y: number; size?: number }) {
  const h = size / 2;
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true">
      <circle r={h} fill="none" stroke={INK} strokeWidth={1.2} />
      <path d={`M0 ${-h + 3} L${h / 2.6} ${h / 2} L0 ${h / 4} L${-h / 2.6} ${h / 2} Z`} fill={INK} />
      <text y={-h - 5} textAnchor="middle" fontSize={size / 2.6} fontWeight={700} fill={INK}>
        N
      </text>
    </g>
  );
}
