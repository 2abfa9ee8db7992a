/** Fills the `{0}` placeholder of a locResources text, e.g. "Weiter zu {0}" -> "Weiter zu zooplus.at". */
export function fillPlaceholder(text: string, value: string): string {
  return text.split('{0}').join(value);
}
