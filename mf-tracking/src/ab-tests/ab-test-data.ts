/** One experiment the shopper takes part in, as the A/B-testing script publishes it on `window.abTestData`. */
export interface AbTestAssignment {
  experiment: string;
  variant: string;
}

const isName = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * The assignments in `window.abTestData`, an array of `{ experiment, variant }` with non-empty strings: none (`[]`)
 * while the script has published nothing (undefined, null), `null` for anything else that is not such an array (a
 * partial list would report the shopper in fewer experiments than they are, so malformed data is not used at all).
 */
export function readAbTestData(value: unknown): AbTestAssignment[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((entry: Partial<AbTestAssignment> | null) => isName(entry?.experiment) && isName(entry?.variant))) return null;
  return value.map(({ experiment, variant }: AbTestAssignment) => ({ experiment, variant }));
}

/** The same assignments give the same key, in whatever order the script lists them. */
export function assignmentsKey(assignments: readonly AbTestAssignment[]): string {
  return JSON.stringify(assignments.map(({ experiment, variant }) => [experiment, variant]).sort());
}
