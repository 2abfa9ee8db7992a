/**
 * The smallest and the largest count of `n` draws of probability `p` with at most `tail` probability beyond each
 * (exact sums of the binomial distribution): how many of n shoppers a canary of share p may draw, e.g. within the
 * 99.9 % bounds with tail 0.0005.
 */
export function binomialBounds(n: number, p: number, tail: number): [number, number] {
  if (p <= 0) return [0, 0];
  if (p >= 1) return [n, n];
  // In logarithms: (1 - p) ** n underflows to 0 from a few thousand draws, and every term after it with it.
  const logPmf: number[] = [n * Math.log1p(-p)];
  const logOdds = Math.log(p) - Math.log1p(-p);
  for (let k = 0; k < n; k += 1) logPmf.push((logPmf[k] ?? 0) + Math.log(n - k) - Math.log(k + 1) + logOdds);
  const pmf = (k: number) => Math.exp(logPmf[k] ?? -Infinity);
  let [low, below] = [0, 0];
  while (low < n && below + pmf(low) <= tail) below += pmf(low++);
  let [high, above] = [n, 0];
  while (high > 0 && above + pmf(high) <= tail) above += pmf(high--);
  return [low, high];
}
