/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): arrows to the neighbour, wrapping at the
 * ends; Home and End to the first and last tab. Undefined for every other key.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
