import { useId } from 'react';
import { safeHref } from '@storefront/platform';
import { Carousel, ResponsiveImage, useTracking, VisuallyHidden } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { scrollCounts } from '../carousel-scroll-counts';
import { MagazineArticleCard } from './MagazineArticleCard';
import { magazineHomeTarget } from './magazine-tracking';
import { MAGAZINE_TEXTS } from './magazine-texts';
import type { MagazineTeaserModel } from './magazine-teaser-model';
import './magazine-teaser.css';

/** Spec section 9: one article per view, 2 from 850 px, 3 from 1280 px, 4 from 1600 px. */
export const MAGAZINE_SCROLL_COUNTS = { 850: 2, 1280: 3, 1600: 4 } as const;
const BREAKPOINTS = scrollCounts(MAGAZINE_SCROLL_COUNTS);

const LOGO = { width: 240, height: 60, widths: [240, 480] } as const;

/**
 * Spec sections 3 and 9: the magazine's logo and category description, its articles as cards in a carousel and a
 * link to the magazine's home page. Without articles it renders nothing.
 */
export function MagazineTeaserCarousel({ model, blockId }: BlockProps<MagazineTeaserModel>) {
  const headingId = useId();
  const tracking = useTracking();
  if (model.articles.length === 0) return null;
  const homeHref = safeHref(model.homeUrl);
  const slides = model.articles.map((article, index) => ({
    key: `${String(article.ID)}-${index}`,
    content: <MagazineArticleCard article={article} scrollCounts={MAGAZINE_SCROLL_COUNTS} />,
  }));
  return (
    <section className="hp-magazine" aria-labelledby={headingId}>
      <div className="hp-magazine__header">
        <h2 id={headingId} className="hp-magazine__heading">
          {model.magazineLogo ? (
            <>
              <ResponsiveImage className="hp-magazine__logo" src={model.magazineLogo} alt="" width={LOGO.width} height={LOGO.height} widths={LOGO.widths} />
              <VisuallyHidden>{MAGAZINE_TEXTS.heading}</VisuallyHidden>
            </>
          ) : (
            MAGAZINE_TEXTS.heading
          )}
        </h2>
        {model.categoryDescription && <p className="hp-magazine__description">{model.categoryDescription}</p>}
      </div>
      <Carousel id={blockId} label={MAGAZINE_TEXTS.carouselLabel} slides={slides} breakpoints={BREAKPOINTS} className="hp-magazine__carousel" />
      {homeHref && model.browseArticleText && (
        <a className="hp-magazine__home-link" href={homeHref} onClick={() => tracking.click(magazineHomeTarget(blockId))}>
          {model.browseArticleText}
        </a>
      )}
    </section>
  );
}
