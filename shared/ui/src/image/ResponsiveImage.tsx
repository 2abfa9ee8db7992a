import { useState, type SyntheticEvent } from 'react';
import { imageSource, imageUrl, srcSet } from './image-urls';

/** Another picture for the viewports a media condition names (art direction: a mobile, tablet or desktop image). */
export interface ResponsiveImageSource {
  /** e.g. `(min-width: 1200px)`; the first source whose condition matches is shown, else the image itself. */
  media: string;
  src: string;
  /** Intrinsic display size of this picture, so the box is known per viewport before it loads. */
  width: number;
  height: number;
  widths?: readonly number[];
  sizes?: string;
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic display size; reserves space and avoids layout shift. */
  width: number;
  height: number;
  /** Candidate widths for srcset; defaults to 1x and 2x of width. */
  widths?: readonly number[];
  sizes?: string;
  /** Pictures for other viewports, in order of preference; `src` is shown where none matches. */
  sources?: readonly ResponsiveImageSource[];
  loading?: 'lazy' | 'eager';
  /** `high` for the likely largest contentful paint (a hero's first slide); with it, use loading="eager". */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

function PictureSources({
  src,
  widths,
  width,
  height,
  sizes,
  media,
}: {
  src: string;
  widths?: readonly number[];
  width: number;
  height: number;
  sizes?: string;
  media?: string;
}) {
  const candidates = widths ?? [width, width * 2];
  const common = { media, sizes: sizes ?? `${width}px`, width: media ? width : undefined, height: media ? height : undefined };
  return (
    <>
      <source type="image/webp" srcSet={srcSet(src, candidates, 'webp')} {...common} />
      {media && <source type="image/jpeg" srcSet={srcSet(src, candidates, 'jpg')} {...common} />}
    </>
  );
}

/** Not painted (no broken-image icon), yet laid out and in the accessibility tree, unlike visibility: hidden. */
const HIDDEN = { opacity: 0 };

/**
 * webp with jpeg fallback, srcset widths, optionally other pictures per viewport. One that fails to load or has zero
 * natural size is not shown but keeps its box (nothing below moves) and its alt text as its name (an image-only link
 * keeps it).
 */
export function ResponsiveImage({ src, alt, width, height, widths, sizes, sources = [], loading = 'lazy', fetchPriority, className }: ResponsiveImageProps) {
  const [broken, setBroken] = useState(false);
  const source = imageSource(src);
  if (!source) return null;
  const candidates = widths ?? [width, width * 2];
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => setBroken(event.currentTarget.naturalWidth === 0);
  const named = broken && alt;
  return (
    <picture className={className}>
      {sources.flatMap((other) => {
        // The same rule as for the image: only http(s) URLs or paths.
        const otherSource = imageSource(other.src);
        return otherSource ? [<PictureSources key={other.media} {...other} src={otherSource} />] : [];
      })}
      <PictureSources src={source} widths={candidates} width={width} height={height} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- broken, an alt is laid out as text (another box where no CSS sizes the image): the name is an aria-label */}
      <img
        src={imageUrl(source, width, 'jpg')}
        srcSet={srcSet(source, candidates, 'jpg')}
        sizes={sizes ?? `${width}px`}
        alt={named ? undefined : alt}
        aria-label={named ? alt : undefined}
        style={broken ? HIDDEN : undefined}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={fetchPriority === 'high' ? undefined : 'async'}
        onLoad={onLoad}
        onError={() => setBroken(true)}
      />
    </picture>
  );
}
