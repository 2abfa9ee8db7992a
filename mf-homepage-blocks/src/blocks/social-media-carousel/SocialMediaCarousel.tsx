import { Carousel } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { scrollCounts } from '../carousel-scroll-counts';
import { HeadedSection } from '../HeadedSection';
import type { SocialMediaCarouselModel } from './social-media-model';
import { SOCIAL_MEDIA_TEXTS } from './social-media-texts';
import { SocialMediaSlide } from './SocialMediaSlide';
import './social-media-carousel.css';

/** Spec section 9: one image per view, 2 at 700 px, 3 at 960 px, 4 at 1399 px. */
export const SOCIAL_MEDIA_SCROLL_COUNTS = { 700: 2, 960: 3, 1399: 4 } as const;
const BREAKPOINTS = scrollCounts(SOCIAL_MEDIA_SCROLL_COUNTS);

/** Spec section 3: the headline and the images of the shop's social media posts; nothing without an image. */
export function SocialMediaCarousel({ model, blockId }: BlockProps<SocialMediaCarouselModel>) {
  const slides = model.slides
    .filter((slide) => slide.image.trim() !== '')
    .map((slide, index) => ({ key: `${slide.metadata.id}-${index}`, content: <SocialMediaSlide slide={slide} scrollCounts={SOCIAL_MEDIA_SCROLL_COUNTS} /> }));
  if (slides.length === 0) return null;
  return (
    <HeadedSection className="hp-social-media" headline={model.headline} label={SOCIAL_MEDIA_TEXTS.carouselLabel}>
      <Carousel id={blockId} label={SOCIAL_MEDIA_TEXTS.carouselLabel} slides={slides} breakpoints={BREAKPOINTS} className="hp-social-media__carousel" />
    </HeadedSection>
  );
}
