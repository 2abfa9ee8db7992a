/**
 * The smallest and the largest count of `n` draws of probability `p` with at most `tail` probability beyond each
 * (exact sums of the binomial distribution): how many of n shoppers a canary of share p may draw, e.g. within the
 * 99.9 % bounds with tail 0.0005.
 */
export function binomialBounds(n: number, p: number, tail: number): [number, number] {
  const pmf: number[] = [(1 - p) ** n];
  for (let k = 0; k < n; k += 1) pmf.push(((pmf[k] ?? 0) * (n - k) * p) / ((k + 1) * (1 - p)));
  let [low, below] = [0, 0];
  while (below + (pmf[low] ?? 0) <= tail) below += pmf[low++] ?? 0;
  let [high, above] = [n, 0];
  while (above + (pmf[high] ?? 0) <= tail) above += pmf[high--] ?? 0;
  return [low, high];
}
