import { Carousel, type CarouselProps } from '@storefront/ui';
import './block-carousel.css';

export interface BlockCarouselProps extends Omit<CarouselProps, 'id' | 'label' | 'className'> {
  /** The block's id: the carousel's skip anchor is `#skip-{id}`. */
  id: string;
  /** The block's headline, the carousel's name when there is one. */
  headline: string | null | undefined;
  /** The carousel's name without a headline (from the block's texts). */
  fallbackLabel: string;
}

/**
 * A homepage block's carousel of cards (brands, categories, pets, own brands): named by the block's headline or its
 * fallback, with the cards' shared styles (room for their focus outline, equal heights).
 */
export function BlockCarousel({ id, headline, fallbackLabel, ...carousel }: BlockCarouselProps) {
  return <Carousel id={id} className="hp-block-carousel" label={headline?.trim() || fallbackLabel} {...carousel} />;
}
