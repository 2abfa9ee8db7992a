import { MAX_URL_LENGTH } from '@storefront/platform';

/**
 * A picture's URL from content, trimmed; undefined when it is blank or implausibly long, so the picture is left out
 * like a missing one instead of costing the page megabytes of srcset attributes.
 */
export function contentImageUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && trimmed.length <= MAX_URL_LENGTH ? trimmed : undefined;
}
