export function PawLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="7" cy="9" r="3" fill="currentColor" />
      <circle cx="14" cy="6" r="3" fill="currentColor" />
      <circle cx="21" cy="9" r="3" fill="currentColor" />
      <ellipse cx="14" cy="18" rx="7" ry="6" fill="currentColor" />
    </svg>
  );
}
