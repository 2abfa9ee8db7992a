import type { CSSProperties } from 'react';
import { Carousel, VisuallyHidden, type CarouselBreakpoint } from '@storefront/ui';
import { CARD_IMAGE_PIXELS, type CardImageSize } from '../card/card-image-sizes';
import { PRODUCT_CARD_GAP_PX } from '../slider/product-card-gap';
import './product-carousel.css';

export interface ProductCarouselSkeletonProps {
  id: string;
  label: string;
  breakpoints: Readonly<Record<number, CarouselBreakpoint>>;
  imageSize: CardImageSize;
  /** How many card outlines to draw: the products asked for, at most a full view. */
  cards: number;
}

/**
 * The carousel's place while its products load: the same carousel with card outlines, so it is as wide and about
 * as high as the cards that follow and nothing below it moves when they arrive. It is inert (neither focusable nor
 * read out); a status says that products are loading.
 */
export function ProductCarouselSkeleton({ id, label, breakpoints, imageSize, cards }: ProductCarouselSkeletonProps) {
  const style = { '--sf-skeleton-image': `${CARD_IMAGE_PIXELS[imageSize]}px` } as CSSProperties;
  const slides = Array.from({ length: Math.max(1, cards) }, (_, index) => ({
    key: String(index),
    content: (
      <div className="sf-product-card sf-product-card-skeleton" style={style}>
        <div className="sf-product-card-skeleton__image" />
        <div className="sf-product-card-skeleton__text" />
      </div>
    ),
  }));
  return (
    <div className="sf-recommendation-slider sf-product-carousel" aria-busy="true">
      <p role="status" className="sf-product-carousel__status">
        <VisuallyHidden>Produkte werden geladen …</VisuallyHidden>
      </p>
      <div inert aria-hidden="true">
        <Carousel id={`${id}-loading`} label={label} slides={slides} spaceBetween={PRODUCT_CARD_GAP_PX} breakpoints={{ ...breakpoints }} />
      </div>
    </div>
  );
}
