const normalise = (value: string) => value.toLocaleLowerCase('de-DE').replace(/\s+/g, ' ').trim();

/**
 * WCAG 2.5.3 (label in name): a link's accessible name must contain its visible text, or shoppers who speak the
 * text they see cannot operate it. The data's aria label becomes the name only when it contains the visible text;
 * otherwise the visible text is the name and the aria label describes the link.
 */
export function showMoreLabelling(text: string, ariaLabel: string | undefined): { name?: string; description?: string } {
  if (!ariaLabel) return {};
  return normalise(ariaLabel).includes(normalise(text)) ? { name: ariaLabel } : { description: ariaLabel };
}
