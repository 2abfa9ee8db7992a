/** The median of the values (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The index of the item whose value is the median (for an even count, the lower middle one). */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return (order[Math.floor((order.length - 1) / 2)] as { index: number }).index;
}
