import { useId } from 'react';
import type { BlockProps } from '../../pipeline/block-definition';
import { BlockCarousel } from '../BlockCarousel';
import { useViewport } from '../use-viewport';
import {
  BRAND_CAROUSEL_BREAKPOINTS,
  DEFAULT_LOGOS_PER_STEP,
  DEFAULT_LOGOS_PER_VIEW,
  GRID_BY_WIDTH,
  LOGO_GAP_PX,
  MAX_LOGOS_WITHOUT_ARROWS,
} from './brand-carousel-layout';
import type { BrandCarouselModel } from './brand-carousel-model';
import { BRAND_CAROUSEL_TEXTS } from './brand-carousel-texts';
import { BrandLogo } from './BrandLogo';
import './brand-carousel.css';

/**
 * Spec sections 4, 5, 9: brand logos in a carousel (nothing without logos; arrows only with more than 9), or in a
 * grid while the window is narrower than 600 px and the block's variation is `grid`, switching as the window is
 * resized. The heading carries `anchorId` as its id, so `#anchorId` links land on it.
 */
export function BrandCarousel({ model, blockId }: BlockProps<BrandCarouselModel>) {
  const narrow = useViewport(GRID_BY_WIDTH);
  const headingId = useId();
  const slides = model.slides.filter((slide) => slide.brandLogoImage.trim() !== '');
  if (narrow === undefined || slides.length === 0) return null;
  const headline = model.headline?.trim();
  const anchorId = model.anchorId?.trim() || undefined;
  const logos = slides.map((slide, index) => ({
    key: `${index}:${slide.brandLogoImage}`,
    content: <BrandLogo slide={slide} position={index + 1} blockId={blockId} />,
  }));
  return (
    <div className="hp-brands" id={headline ? undefined : anchorId}>
      {headline && (
        <h2 id={anchorId ?? headingId} className="hp-block-headline hp-brands__headline">
          {headline}
        </h2>
      )}
      {narrow && model.variation === 'grid' ? (
        <ul className="hp-brands__grid" aria-label={headline || BRAND_CAROUSEL_TEXTS.region}>
          {logos.map((logo) => (
            <li key={logo.key}>{logo.content}</li>
          ))}
        </ul>
      ) : (
        <BlockCarousel
          id={blockId}
          headline={headline}
          fallbackLabel={BRAND_CAROUSEL_TEXTS.region}
          slides={logos}
          slidesPerView={DEFAULT_LOGOS_PER_VIEW}
          slidesPerGroup={DEFAULT_LOGOS_PER_STEP}
          spaceBetween={LOGO_GAP_PX}
          breakpoints={BRAND_CAROUSEL_BREAKPOINTS}
          arrows={slides.length > MAX_LOGOS_WITHOUT_ARROWS}
        />
      )}
    </div>
  );
}
