import { useState, type SyntheticEvent } from 'react';
import { imageSource, imageUrl, srcSet } from './image-urls';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic display size; reserves space and avoids layout shift. */
  width: number;
  height: number;
  /** Candidate widths for srcset; defaults to 1x and 2x of width. */
  widths?: readonly number[];
  sizes?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** webp with jpeg fallback, srcset widths; hidden when it fails to load or has zero natural size. */
export function ResponsiveImage({ src, alt, width, height, widths, sizes, loading = 'lazy', className }: ResponsiveImageProps) {
  const [broken, setBroken] = useState(false);
  const source = imageSource(src);
  if (broken || !source) return null;
  const candidates = widths ?? [width, width * 2];
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.naturalWidth === 0) setBroken(true);
  };
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSet(source, candidates, 'webp')} sizes={sizes ?? `${width}px`} />
      <img
        src={imageUrl(source, width, 'jpg')}
        srcSet={srcSet(source, candidates, 'jpg')}
        sizes={sizes ?? `${width}px`}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onLoad={onLoad}
        onError={() => setBroken(true)}
      />
    </picture>
  );
}
