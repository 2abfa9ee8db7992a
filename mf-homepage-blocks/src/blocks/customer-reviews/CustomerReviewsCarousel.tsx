import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { Carousel, useImpression } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { scrollCounts } from '../carousel-scroll-counts';
import { HeadedSection } from '../HeadedSection';
import { REVIEWS_TEXTS } from './customer-reviews-texts';
import type { CustomerReviewsModel } from './customer-reviews-model';
import { ReviewCard } from './ReviewCard';
import './customer-reviews.css';

/** Spec section 9: one review per view, 2 at 768 px, 3 at 1200 px. */
export const REVIEWS_SCROLL_COUNTS = { 768: 2, 1200: 3 } as const;
const BREAKPOINTS = scrollCounts(REVIEWS_SCROLL_COUNTS);

/** Spec section 3: the carousel's headline and its reviews (headline, star rating, text); nothing without reviews. */
export function CustomerReviewsCarousel({ model, blockId }: BlockProps<CustomerReviewsModel>) {
  const impressionRef = useImpression({ name: 'customer_reviews', id: blockId }, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  if (model.reviews.length === 0) return null;
  const slides = model.reviews.map((review, index) => ({ key: String(index), content: <ReviewCard review={review} /> }));
  return (
    <HeadedSection className="hp-reviews" headline={model.headline} label={REVIEWS_TEXTS.carouselLabel} sectionRef={impressionRef}>
      <Carousel id={blockId} label={REVIEWS_TEXTS.carouselLabel} slides={slides} breakpoints={BREAKPOINTS} className="hp-reviews__carousel" />
    </HeadedSection>
  );
}
