export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M13 3 6 10l7 7' : 'M7 3l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
