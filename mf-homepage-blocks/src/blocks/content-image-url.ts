/** Longer than this, an image URL from content is broken data, not a picture (the image service's are far shorter). */
export const MAX_IMAGE_URL_LENGTH = 2048;

/**
 * A picture's URL from content, trimmed; undefined when it is blank or implausibly long, so the picture is left out
 * like a missing one instead of costing the page megabytes of srcset attributes.
 */
export function contentImageUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && trimmed.length <= MAX_IMAGE_URL_LENGTH ? trimmed : undefined;
}
