import { useContext, useState } from 'react';
import { SCRIPT_PLACEHOLDER_ATTRIBUTE, trackingContainerProps } from '@storefront/contracts';
import { RemoteComponent, useTracking } from '@storefront/ui';
import { useElementState } from '@storefront/ui/element-state';
import { lookAheadMargin, useHasBeenNearViewport, useHasScrolled } from '@storefront/ui/near-viewport';
import type { CatalogueState } from '../data/load-own-brand-page';
import type { OwnBrandCategory } from '../data/own-brand-categories';
import { AssumedDeviceContext } from '../first-view/own-brand-first-view';
import { OWN_BRAND_TARGETS } from '../tracking/tracking-targets';
import { CategoryBanner } from './CategoryBanner';
import { showMoreLabelling } from './show-more-label';
import { TEXTS } from './texts';

/** Spec section 9: the own-brand page's sliders show 5 cards per view on extra-large screens. */
export const SLIDES_PER_VIEW_XL = 5;

export function headingId(category: OwnBrandCategory): string {
  return `${category.anchorId}-title`;
}

export interface CategorySectionProps {
  category: OwnBrandCategory;
  catalogue: CatalogueState;
  /** The tab's first category: its banner is the largest picture of the first view. */
  first?: boolean;
}

function sliderClassName(waiting: boolean, failed: boolean): string {
  if (failed) return 'ob-category__slider ob-category__slider--failed';
  return waiting ? 'ob-category__slider ob-skeleton' : 'ob-category__slider';
}

/**
 * One category: its heading, desktop and mobile banners and show-more link to the category page, and the product
 * carousel of mf-recommendations (cards with every price and badge rule of the homepage, links with `pn` of this
 * page), which keeps its place until the catalogue's products have been answered, so prices and badges never change
 * once shown, and until the section nears the view. Without mf-recommendations the carousel is left out (reported)
 * and the rest stays.
 */
export function CategorySection({ category, catalogue, first = false }: CategorySectionProps) {
  const { click } = useTracking();
  const [sliderFailed, setSliderFailed] = useState(false);
  const { showMore, href } = category;
  const labelling = showMore ? showMoreLabelling(showMore.text, showMore.ariaLabel) : {};
  const descriptionId = `${category.anchorId}-more`;
  const [section, sectionRef] = useElementState<HTMLElement>();
  // The cards are most of the page's layout work: rendered as the homepage renders its blocks, on approach, not every
  // category's at once when the catalogue answers (a slow phone's long tasks).
  const nearView = useHasBeenNearViewport(section, lookAheadMargin(useHasScrolled()));
  const showSlider = catalogue.status === 'settled' && nearView;
  // Rendered for a phone on the server: its banner is in the HTML, loaded at once; the desktop one never on a phone.
  const phoneFirstView = useContext(AssumedDeviceContext) === 'mobile';
  return (
    <section ref={sectionRef} id={category.anchorId} className="ob-category" aria-labelledby={headingId(category)}>
      <h2 id={headingId(category)} className="ob-category__title" tabIndex={-1}>
        {category.caption}
      </h2>
      <CategoryBanner category={category} device="desktop" priority={first && !phoneFirstView} />
      <CategoryBanner category={category} device="mobile" priority={first} eager={first && phoneFirstView} />
      <div className={sliderClassName(!showSlider, sliderFailed)} {...(showSlider ? {} : { 'aria-busy': true, [SCRIPT_PLACEHOLDER_ATTRIBUTE]: '' })}>
        {showSlider && (
          <RemoteComponent
            id="mf_recommendations/RecommendationSlider"
            props={{
              recommendations: category.recommendations,
              ...trackingContainerProps(category.id),
              label: TEXTS.productsOf(category.caption),
              slidesPerViewXl: SLIDES_PER_VIEW_XL,
              // Its min-height (--ob-slider-height) holds the slider's place while it fills.
              placeHeld: true,
              id: `ob-${category.id}`,
              ...(catalogue.products ? { catalogProducts: catalogue.products } : {}),
            }}
            onError={() => setSliderFailed(true)}
          />
        )}
      </div>
      {showMore && href ? (
        <a
          className="ob-category__more"
          href={href}
          {...(labelling.name ? { 'aria-label': labelling.name } : {})}
          {...(labelling.description ? { 'aria-describedby': descriptionId } : {})}
          onClick={() => click({ name: OWN_BRAND_TARGETS.showMore, id: category.id })}
        >
          {showMore.text}
        </a>
      ) : null}
      {showMore && href && labelling.description ? (
        <span id={descriptionId} hidden>
          {labelling.description}
        </span>
      ) : null}
    </section>
  );
}
