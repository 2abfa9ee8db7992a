import { PAGE_CODES } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { HomeRecommendations } from '../home/HomeRecommendations';
import { ProductCarousel } from '../product-carousel/ProductCarousel';
import { ProductCardGrid } from './ProductCardGrid';

/** Article ids of the sample data with the cases the card rules cover (discount, set, sold-out variant, 3P only). */
const SAMPLE_ARTICLE_IDS = [1801010, 2401060, 1801100, 3101010, 2401140, 1801170];

/** Content product ids: with and without a variant suffix, a variant the catalogue lacks (cheapest instead), one not purchasable. */
const SAMPLE_PRODUCT_IDS = ['240101', '180102.1', '240103.0', '180101', '180117', '180106.2', '240106'];

/** The feature zone's scroll counts (spec section 9). */
const FEATURE_ZONE_SCROLL_COUNTS = {
  0: { slidesPerView: 2, slidesPerGroup: 2 },
  544: { slidesPerView: 3, slidesPerGroup: 3 },
  768: { slidesPerView: 4, slidesPerGroup: 4 },
  1024: { slidesPerView: 6, slidesPerGroup: 6 },
};

/**
 * The squad's playground: every exposed component of this fragment against the local sample backend, as the
 * homepage and the own-brand page use them.
 */
export function Playground() {
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <h1>mf-recommendations</h1>
      <section aria-labelledby="playground-home">
        <h2 id="playground-home">HomeRecommendations (index 0 und 3)</h2>
        <HomeRecommendations index={0} />
        <HomeRecommendations index={3} />
      </section>
      <section aria-labelledby="playground-carousel">
        <h2 id="playground-carousel">ProductCarousel (Inhalts-Produkte, mindestens 2)</h2>
        <ProductCarousel
          productIds={SAMPLE_PRODUCT_IDS}
          id="playground-product-carousel"
          label="Produkte aus dem Katalog"
          scrollCounts={FEATURE_ZONE_SCROLL_COUNTS}
          minProducts={2}
          trackingContainer="playground_product_carousel"
        />
      </section>
      <section aria-labelledby="playground-cards">
        <h2 id="playground-cards">ProductCard (Raster)</h2>
        <ProductCardGrid articleIds={SAMPLE_ARTICLE_IDS} />
      </section>
    </TrackingPageProvider>
  );
}
