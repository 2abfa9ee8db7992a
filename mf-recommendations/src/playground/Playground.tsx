import { PAGE_CODES } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { HomeRecommendations } from '../home/HomeRecommendations';
import { ProductCardGrid } from './ProductCardGrid';

/** Article ids of the sample data with the cases the card rules cover (discount, set, sold-out variant, 3P only). */
const SAMPLE_ARTICLE_IDS = [1801010, 2401060, 1801100, 3101010, 2401140, 1801170];

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
      <section aria-labelledby="playground-cards">
        <h2 id="playground-cards">ProductCard (Raster)</h2>
        <ProductCardGrid articleIds={SAMPLE_ARTICLE_IDS} />
      </section>
    </TrackingPageProvider>
  );
}
