import type { ReactNode } from 'react';

// The feature cards' fixed icons (SVG: the shop's Debian-based screenshots have no emoji font). Decorative: the
// card's text says what it is. Drawn in the card's icon colour with 2.5 px lines.

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="40"
      height="40"
      viewBox="0 0 40 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Left card: the range of products (a shopping bag with a paw). */
export function ProductRangeIcon() {
  return (
    <FeatureIcon>
      <path d="M9 14h22l-1.6 20H10.6zM15 14v-2a5 5 0 0 1 10 0v2" />
      <g fill="currentColor" stroke="none">
        <ellipse cx="20" cy="27" rx="3.6" ry="3" />
        <circle cx="15.6" cy="22.6" r="1.6" />
        <circle cx="18.4" cy="20.4" r="1.6" />
        <circle cx="21.6" cy="20.4" r="1.6" />
        <circle cx="24.4" cy="22.6" r="1.6" />
      </g>
    </FeatureIcon>
  );
}

/** Middle card: delivery (a lorry). */
export function DeliveryIcon() {
  return (
    <FeatureIcon>
      <path d="M4 11h19v16H4zM23 17h7l5 5v5H23z" />
      <circle cx="11" cy="29" r="3.2" fill="#fff" />
      <circle cx="29" cy="29" r="3.2" fill="#fff" />
    </FeatureIcon>
  );
}

/** Right card: returns (an arrow turning back). */
export function ReturnsIcon() {
  return (
    <FeatureIcon>
      <path d="M12 15h15a7 7 0 0 1 0 14H14M17 9l-6 6 6 6" />
    </FeatureIcon>
  );
}
