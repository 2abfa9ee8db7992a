/** A carousel id usable in the skip anchor `#skip-{id}`: letters, digits, dashes and underscores only. */
export function sliderId(explicitId: string | undefined, trackingContainer: string): string {
  const raw = explicitId?.trim() || `recommendations-${trackingContainer}`;
  return raw.replace(/[^A-Za-z0-9_-]+/g, '-');
}
