/**
 * The tracking container a page passed (the cards' impressions, the arrows' clicks, the links' `cn`). Releases of the
 * pages built before the prop's rename pass it as `containerName` only, and may stay live after this release: read
 * both until none of them is (docs/squads.md, "Renaming a prop of a shared module").
 */
export function trackingContainerOf(props: { trackingContainer?: unknown; containerName?: unknown }): string {
  const passed = props.trackingContainer ?? props.containerName;
  return typeof passed === 'string' ? passed : '';
}
