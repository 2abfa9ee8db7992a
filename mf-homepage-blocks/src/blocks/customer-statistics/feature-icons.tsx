// The feature cards' fixed icons (SVG: the shop's Debian-based screenshots have no emoji font). Decorative: the
// card's text says what it is.

/** Left card: the range of products (a shopping bag with a paw). */
export function ProductRangeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="40" height="40" viewBox="0 0 40 40">
      <path d="M9 14h22l-1.6 20H10.6z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M15 14v-2a5 5 0 0 1 10 0v2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <g fill="currentColor">
        <ellipse cx="20" cy="27" rx="3.6" ry="3" />
        <circle cx="15.6" cy="22.6" r="1.6" />
        <circle cx="18.4" cy="20.4" r="1.6" />
        <circle cx="21.6" cy="20.4" r="1.6" />
        <circle cx="24.4" cy="22.6" r="1.6" />
      </g>
    </svg>
  );
}

/** Middle card: delivery (a lorry). */
export function DeliveryIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="40" height="40" viewBox="0 0 40 40">
      <path d="M4 11h19v16H4zM23 17h7l5 5v5H23z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="11" cy="29" r="3.2" fill="#fff" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="29" cy="29" r="3.2" fill="#fff" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/** Right card: returns (an arrow turning back). */
export function ReturnsIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="40" height="40" viewBox="0 0 40 40">
      <path d="M12 15h15a7 7 0 0 1 0 14H14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M17 9l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
