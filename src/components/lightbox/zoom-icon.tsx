/**
 * A magnifier with plus or minus (Tabler's zoom-in / zoom-out shapes), drawn inline: the lightbox is
 * loaded on first use, so its two icons stay out of the sprite every page loads.
 */
export function ZoomIcon({ zoomIn }: { zoomIn: boolean }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" />
      <path d="M7 10l6 0" />
      {zoomIn && <path d="M10 7l0 6" />}
      <path d="M21 21l-6 -6" />
    </svg>
  );
}
