/**
 * The accessible name of a link with visible text and an aria label from content. The aria label names the link
 * only when it contains the visible text (WCAG 2.5.3 label in name: speech users say what they see); otherwise the
 * visible text stays the name and the aria label becomes the link's description (its title).
 */
export function linkLabelProps(visibleText: string, ariaLabel: string | null | undefined): { 'aria-label'?: string; title?: string } {
  const label = ariaLabel?.trim();
  if (!label || label === visibleText.trim()) return {};
  const normalise = (text: string) => text.toLocaleLowerCase('de-DE').replace(/\s+/g, ' ').trim();
  return normalise(label).includes(normalise(visibleText)) ? { 'aria-label': label } : { title: label };
}
