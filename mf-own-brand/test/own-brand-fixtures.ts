import type {
  SchemaOffer,
  SchemaOwnBrandCategory,
  SchemaPrice,
  SchemaProduct,
  SchemaRecommendationItem,
  SchemaRecommendationsResponse,
} from '@storefront/contracts';

export const RECOMMENDATIONS = 'GET /v4/sites/{site_id}/{language}/pages/{page_type}/recommendations';
export const PRODUCTS = 'GET /v1/sites/{siteId}/{locale}/products';

function price(cents: number): SchemaPrice {
  const label = `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  return { value: cents, label, labelFull: label, labelPattern: '{price}', labelPrefix: '', currency: 'EUR' };
}

function offer(articleId: number, cents: number): SchemaOffer {
  return {
    id: `1P.${articleId}`,
    type: '1P',
    outOfStock: false,
    price: price(cents),
    referencePrice: null,
    discount: null,
    priceType: 'REGULAR',
    whileStocksLast: false,
  };
}

/** The article id of the n-th (0-based) recommendation of a category fixture. */
export function articleIdOf(categoryIndex: number, itemIndex: number): number {
  return 9_000_000 + categoryIndex * 100 + itemIndex;
}

/** One recommender item, with the tracking link the recommender writes (cn = the category id). */
export function recommendationItem(categoryId: string, articleId: number, rank: number): SchemaRecommendationItem {
  const productId = String(Math.floor(articleId / 10));
  const path = `/shop/eigenmarken/${categoryId}/${productId}`;
  return {
    product: {
      shopIdentifier: productId,
      name: `Eigenmarke ${articleId}`,
      path,
      link: `${path}?zootopia_rec=true&cn=${categoryId}&si=1&pn=web_ob_landing&pr=ob_landing&rk=${rank}`,
      pictureUrl: `http://localhost:8090/images/products/${productId}.jpg`,
      rating: 4.5,
    },
    article: { id: articleId, variantId: productId, name: '2 kg' },
    articleOffers: [offer(articleId, 1299 + rank)],
    weight: 1,
    trackingId: `rri-${categoryId}-${rank}`,
    siteId: 1,
    language: 'de',
    locale: 'de-DE',
  };
}

/** A full catalogue product holding one article. */
export function catalogueProduct(articleId: number): SchemaProduct {
  const productId = String(Math.floor(articleId / 10));
  return {
    shopIdentifier: productId,
    path: `/shop/eigenmarken/${productId}`,
    name: `Eigenmarke ${articleId}`,
    description: 'Alleinfuttermittel',
    pictureUrl: `http://localhost:8090/images/products/${productId}.jpg`,
    link: `/shop/eigenmarken/${productId}`,
    unit: { name: 'kg' },
    feedbackAggregate: { reviewCount: 12, averageRating: 4.5 },
    productChoice: { active: false, label: '' },
    badges: { favorite: { active: true, label: 'Kundenliebling', description: 'Oft nachgekauft.' }, sponsored: false },
    articles: [{ id: articleId, variantId: productId, name: '2 kg', unit: 'kg', bonuspoints: 12, offers: [offer(articleId, 1299)] }],
  };
}

export interface CategorySpec {
  id: string;
  caption: string;
  items: number;
}

/** The seven categories of the sample data, in the recommender's order: 1-4 cat, 5-7 dog; litter has only 4. */
export const SAMPLE_CATEGORIES: readonly CategorySpec[] = [
  { id: 'dry-food-cats', caption: 'Trockenfutter für Katzen', items: 9 },
  { id: 'wet-food-cats', caption: 'Nassfutter für Katzen', items: 6 },
  { id: 'snacks-cats', caption: 'Katzensnacks', items: 5 },
  { id: 'litter-cats', caption: 'Katzenstreu', items: 4 },
  { id: 'dry-food-dogs', caption: 'Trockenfutter für Hunde', items: 8 },
  { id: 'wet-food-dogs', caption: 'Nassfutter für Hunde', items: 6 },
  { id: 'snacks-dogs', caption: 'Hundesnacks', items: 5 },
];

/** One entry of the answer as the OpenAPI document describes an own-brand category. */
export function ownBrandCategory({ id, caption, items }: CategorySpec, index: number, overrides: Partial<SchemaOwnBrandCategory> = {}): SchemaOwnBrandCategory {
  const pet = id.endsWith('dogs') ? 'hunde' : 'katzen';
  return {
    caption,
    metadata: { id },
    recommendations: Array.from({ length: items }, (_, item) => recommendationItem(id, articleIdOf(index, item), item + 1)),
    ctaLink: `/shop/${pet}/${id}/eigenmarken`,
    ctaText: 'Mehr anzeigen',
    ctaAriaLabel: `Mehr ${caption} von unseren Eigenmarken anzeigen`,
    desktopBannerImage: `http://localhost:8090/images/content/ob-${id}-desktop.jpg`,
    desktopBannerImageAltText: `${caption} unserer Eigenmarken (Desktop)`,
    mobileBannerImage: `http://localhost:8090/images/content/ob-${id}-mobile.jpg`,
    mobileBannerImageAltText: `${caption} unserer Eigenmarken`,
    ...overrides,
  };
}

/** The recommender's answer with these categories, in this order. */
export function ownBrandAnswer(categories: readonly CategorySpec[] = SAMPLE_CATEGORIES): SchemaRecommendationsResponse {
  return { containers: categories.map((category, index) => ownBrandCategory(category, index)) };
}
