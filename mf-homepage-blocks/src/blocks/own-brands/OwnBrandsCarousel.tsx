import { useId } from 'react';
import type { OwnBrandModel } from './own-brands-model';
import { TilePlaceholders } from '../../pipeline/TilePlaceholders';
import { BlockCarousel } from '../BlockCarousel';
import { OWN_BRANDS_BREAKPOINTS } from './own-brands-layout';
import { OWN_BRAND_GAP_PX, OWN_BRANDS_PLACEHOLDER_TILES } from './own-brands-tiles';
import { OwnBrandCard } from './OwnBrandCard';

export interface OwnBrandsCarouselProps {
  /** Unique on the page: the carousel's skip anchor is `#skip-{id}`. */
  id: string;
  headline: string | null | undefined;
  /** The carousel's name when there is no headline. */
  fallbackLabel: string;
  brands: OwnBrandModel[];
  /** False in a server render and before the first client render: placeholders hold the carousel's space. */
  clientRendered: boolean;
}

/** The own brands of one animal under their headline; nothing without brands. */
export function OwnBrandsCarousel({ id, headline, fallbackLabel, brands, clientRendered }: OwnBrandsCarouselProps) {
  const headingId = useId();
  if (brands.length === 0) return null;
  const title = headline?.trim();
  const slides = brands.map((brand, index) => ({
    key: `${index}:${brand.metadata?.id ?? brand.brandName}`,
    content: <OwnBrandCard brand={brand} fallbackId={`${id}-${index + 1}`} />,
  }));
  return (
    <div className="hp-own-brands__animal">
      {title && (
        <h2 id={headingId} className="hp-block-headline">
          {title}
        </h2>
      )}
      {clientRendered ? (
        <BlockCarousel
          id={id}
          headline={title}
          fallbackLabel={fallbackLabel}
          slides={slides}
          spaceBetween={OWN_BRAND_GAP_PX}
          breakpoints={OWN_BRANDS_BREAKPOINTS}
        />
      ) : (
        <TilePlaceholders tiles={OWN_BRANDS_PLACEHOLDER_TILES} />
      )}
    </div>
  );
}
