/** Spec section 5: the block's index prop is coerced to a number, minimum 0, default 0 ('2' -> 2, -1 -> 0, 'abc' -> 0). */
export function coerceIndex(index: unknown): number {
  if (typeof index === 'boolean' || index === null || typeof index === 'object') return 0;
  const value = typeof index === 'string' && index.trim() === '' ? Number.NaN : Number(index);
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.floor(value));
}
