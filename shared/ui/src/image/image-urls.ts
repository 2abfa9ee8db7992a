import { MAX_URL_LENGTH } from '@storefront/platform';

export type ImageFormat = 'webp' | 'jpg';

/** Image-service URLs end in .jpg and take ?w=N; the same path ending .webp serves webp. */
export function imageUrl(src: string, width: number, format: ImageFormat): string {
  const url = new URL(src, 'http://relative.invalid');
  url.pathname = url.pathname.replace(/\.(jpe?g|webp|png)$/i, `.${format}`);
  url.searchParams.set('w', String(width));
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

export function srcSet(src: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((width) => `${imageUrl(src, width, format)} ${width}w`).join(', ');
}

/** Protocol-less URLs (//cdn...) from content get https: prefixed. */
export function withProtocol(src: string): string {
  return src.startsWith('//') ? `https:${src}` : src;
}

/**
 * An image source from data, if it is one: an http(s) URL (any host: images come from CDNs) or a path. Anything
 * else (javascript:, data:, vbscript:, garbage, a URL longer than MAX_URL_LENGTH) gives undefined, and no image
 * is rendered.
 */
export function imageSource(src: string): string | undefined {
  const source = withProtocol(src.trim());
  if (source.length > MAX_URL_LENGTH) return undefined;
  try {
    const { protocol } = new URL(source, 'http://relative.invalid');
    return protocol === 'https:' || protocol === 'http:' ? source : undefined;
  } catch {
    return undefined;
  }
}
