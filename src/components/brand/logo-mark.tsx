import { brandColors } from '@/content/brand';

/** The brand mark: four buildings (one street building, three garden houses) under a sun. */
export function LogoMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect width="48" height="48" rx="9" fill={brandColors.green} />
      <circle cx="34" cy="13" r="4.5" fill={brandColors.gold} />
      <path d="M9 38V17l7-4v25z" fill={brandColors.beige} />
      <path d="M18 38V24h6v14zM26 38V27h6v11zM34 38V24h6v14z" fill={brandColors.beige} opacity=".78" />
      <path d="M7 38.5h34" stroke={brandColors.beige} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
