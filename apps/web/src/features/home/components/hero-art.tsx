/** A decorative illustration for the hero (wide screens only): a care card with a cross, a pill and a pulse. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 420 360" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="230" cy="180" r="160" fill="var(--mantine-color-teal-0)" />
      <circle cx="340" cy="70" r="36" fill="var(--mantine-color-cyan-1)" />
      <circle cx="80" cy="300" r="22" fill="var(--mantine-color-blue-1)" />
      <rect
        x="110"
        y="70"
        width="230"
        height="220"
        rx="28"
        fill="#fff"
        stroke="var(--mantine-color-teal-2)"
        strokeWidth="3"
      />
      <rect x="190" y="100" width="70" height="70" rx="16" fill="var(--mantine-color-teal-7)" />
      <path d="M216 112h18v17h17v18h-17v17h-18v-17h-17v-18h17z" fill="#fff" />
      <path
        d="M132 220h50l14-30 22 56 18-40 12 14h84"
        fill="none"
        stroke="var(--mantine-color-teal-6)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="rotate(-35 78 128)">
        <rect x="38" y="110" width="80" height="36" rx="18" fill="var(--mantine-color-orange-4)" />
        <path d="M78 110h22a18 18 0 0 1 0 36H78z" fill="var(--mantine-color-orange-2)" />
      </g>
      <g transform="translate(330 250)">
        <circle r="34" fill="#fff" stroke="var(--mantine-color-pink-2)" strokeWidth="3" />
        <path
          d="M0 14c-14-9-20-16-20-24a10 10 0 0 1 20-3 10 10 0 0 1 20 3c0 8-6 15-20 24z"
          fill="var(--mantine-color-pink-5)"
        />
      </g>
    </svg>
  );
}
