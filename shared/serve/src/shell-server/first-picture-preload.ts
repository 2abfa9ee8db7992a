import { Parser } from 'htmlparser2';
import { FIRST_VIEW_DEVICE_WIDTHS, type FirstViewDevice } from '@storefront/contracts';

type Attributes = Record<string, string>;

/** A header parameter's value: printable ASCII, nothing that ends a quoted string or the URI (content names the URLs). */
const HEADER_SAFE = /^[\x20-\x7e]*$/;
const UNSAFE_IN_HEADER = /["\\<>]/;
const headerSafe = (value: string) => HEADER_SAFE.test(value) && !UNSAFE_IN_HEADER.test(value);

/** The windows a first view is for, as a media query (none for the responsive one: every window). */
function deviceMedia(device: FirstViewDevice): string | undefined {
  const { min, max } = FIRST_VIEW_DEVICE_WIDTHS[device];
  const conditions = [...(min > 0 ? [`(min-width: ${min}px)`] : []), ...(Number.isFinite(max) ? [`(max-width: ${max}px)`] : [])];
  return conditions.length > 0 ? conditions.join(' and ') : undefined;
}

/** The first `<img fetchpriority="high">` of the markup, with the `<source>`s of the `<picture>` it is in. */
function firstPriorityPicture(html: string): { img: Attributes; sources: Attributes[] } | undefined {
  let sources: Attributes[] | undefined;
  let found: { img: Attributes; sources: Attributes[] } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found) return;
      if (name === 'picture') sources = [];
      else if (name === 'source' && sources) sources.push(attributes);
      else if (name === 'img' && attributes.fetchpriority === 'high') found = { img: attributes, sources: sources ?? [] };
    },
    onclosetag(name) {
      if (name === 'picture') sources = undefined;
    },
  });
  parser.end(html);
  return found;
}

/**
 * The `Link` header that has the browser request a first view's largest picture (its `<img fetchpriority="high">`, the
 * one the first view's loader waits for) as soon as the document's headers arrive, not once its parser has reached the
 * picture: on a slow phone that is the document's whole first task later (a Lighthouse run of `/eigenmarken` at a 10x
 * CPU slowdown asked for it 180 ms after the document's last byte). The same candidates the picture chooses from: the
 * `srcset` and `sizes` of its first `<source>` (with its `type`, which a browser that cannot decode it skips) or of
 * the `<img>`; `media` limits it to the windows the first view is for. None when the picture is lazy (a first view
 * for every width has one per layout, CSS showing the window's, and only the shown one loads), when its sources name
 * windows of their own (`media`: which one a window takes is the browser's to decide, one preload cannot say it), or
 * when a value cannot be written into a header as it is.
 */
export function firstPicturePreload(html: string, device: FirstViewDevice): string | undefined {
  const picture = firstPriorityPicture(html);
  if (!picture || picture.img.loading === 'lazy' || picture.sources.some((source) => source.media !== undefined)) return undefined;
  const { img } = picture;
  const chosenFrom = picture.sources[0] ?? img;
  const href = img.src;
  if (!href) return undefined;
  const parameters: [string, string | undefined][] = [
    ['type', picture.sources[0]?.type],
    ['imagesrcset', chosenFrom.srcset],
    ['imagesizes', chosenFrom.sizes],
    ['media', deviceMedia(device)],
  ];
  const values = [href, ...parameters.map(([, value]) => value ?? '')];
  if (!values.every(headerSafe)) return undefined;
  return [`<${href}>`, 'rel=preload', 'as=image', 'fetchpriority=high', ...parameters.flatMap(([name, value]) => (value ? [`${name}="${value}"`] : []))].join(
    '; ',
  );
}
