/** One experiment the shopper takes part in, as the A/B-testing script publishes it on `window.abTestData`. */
export interface AbTestAssignment {
  experiment: string;
  variant: string;
}

/** What `window.abTestData` holds: nothing yet, assignments, or something that is not a list of assignments. */
export type AbTestReading =
  | { status: 'absent' }
  | { status: 'found'; assignments: AbTestAssignment[] }
  | { status: 'malformed'; problem: string };

function isAssignment(entry: unknown): entry is AbTestAssignment {
  if (typeof entry !== 'object' || entry === null) return false;
  const { experiment, variant } = entry as Partial<Record<keyof AbTestAssignment, unknown>>;
  return typeof experiment === 'string' && experiment.trim() !== '' && typeof variant === 'string' && variant.trim() !== '';
}

/**
 * Reads `window.abTestData`: an array of `{ experiment, variant }` with non-empty strings. Undefined, null and an empty
 * array are no assignments (yet); anything else that is not such an array is malformed and used not at all (a partial
 * list would report the shopper in fewer experiments than they are).
 */
export function readAbTestData(value: unknown): AbTestReading {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return { status: 'absent' };
  if (!Array.isArray(value)) return { status: 'malformed', problem: `not an array but ${typeof value}` };
  const invalid = value.findIndex((entry) => !isAssignment(entry));
  if (invalid !== -1) return { status: 'malformed', problem: `entry ${invalid} has no string experiment and variant` };
  return { status: 'found', assignments: value.map(({ experiment, variant }: AbTestAssignment) => ({ experiment, variant })) };
}

/** The same assignments give the same key, in whatever order the script lists them. */
export function assignmentsKey(assignments: readonly AbTestAssignment[]): string {
  return JSON.stringify(assignments.map(({ experiment, variant }) => [experiment, variant]).sort());
}
