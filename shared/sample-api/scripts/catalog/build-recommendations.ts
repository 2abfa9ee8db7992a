// Picks the article ids of the recommendation containers, own-brand categories and bundles from the catalogue.
import type { BundlesFile, OwnBrandFile, Product, RecommendationsFile, StoredContainer, StoredOwnBrandCategory } from '../../src/domain/types';
import type { ProductSeed } from './seeds';

interface Catalogue {
  seeds: ProductSeed[];
  products: Product[];
}

const byReviews = (a: ProductSeed, b: ProductSeed) => b.rating[0] - a.rating[0] || a.id - b.id;

function productOf(cat: Catalogue, seed: ProductSeed): Product {
  const product = cat.products.find((p) => p.shopIdentifier === String(seed.id));
  if (!product) throw new Error(`no product ${seed.id}`);
  return product;
}

function allArticles(cat: Catalogue, seeds: ProductSeed[]): number[] {
  return seeds.flatMap((seed) => productOf(cat, seed).articles.map((a) => a.id));
}

function firstArticles(cat: Catalogue, seeds: ProductSeed[]): number[] {
  return seeds.map((seed) => productOf(cat, seed).articles[0]?.id ?? 0);
}

function take(ids: number[], count: number, label: string): number[] {
  if (ids.length < count) throw new Error(`${label}: only ${ids.length} of ${count} articles`);
  return ids.slice(0, count);
}

function homeContainers(cat: Catalogue): StoredContainer[] {
  const cats = cat.seeds.filter((s) => s.pet === 'cat').sort(byReviews);
  const dogs = cat.seeds.filter((s) => s.pet === 'dog').sort(byReviews);
  const deals = cat.products
    .flatMap((p) => p.articles)
    .filter((a) => a.offers.some((o) => o.type === '1P_ABD'))
    .map((a) => a.id);
  const session = [310101, 320101, 330101, 340101, 180109, 180116, 330104, 240118, 310104, 320103, 330106, 340103];
  return [
    { name: 'container_1', caption: 'Beliebt bei Katzenfreunden', strategy: 'bestseller_cat', articleIds: take(allArticles(cat, cats), 20, 'container_1') },
    { name: 'container_2', caption: 'Bestseller für Hundefreunde', strategy: 'bestseller_dog', articleIds: take(firstArticles(cat, dogs), 12, 'container_2') },
    { name: 'container_3', caption: 'Top-Angebote der Woche', strategy: 'top_deals', articleIds: take(deals, 20, 'container_3') },
    {
      name: 'container_4',
      caption: 'Für Sie ausgewählt',
      strategy: 'session_based',
      articleIds: session.map((id) => (id === 330104 ? id * 10 + 1 : id * 10)),
    },
  ];
}

function otherPages(cat: Catalogue): Record<string, StoredContainer[]> {
  const mixed = cat.seeds.filter((s) => s.pet === 'dog' || s.pet === 'cat').sort(byReviews);
  const small = cat.seeds.filter((s) => s.pet !== 'dog' && s.pet !== 'cat').sort(byReviews);
  return {
    pdp: [
      { name: 'container_1', caption: 'Kunden kauften auch', strategy: 'also_bought', articleIds: take(firstArticles(cat, mixed), 12, 'pdp') },
      { name: 'container_2', caption: 'Ähnliche Produkte', strategy: 'similar_items', articleIds: take(firstArticles(cat, mixed.slice(12)), 12, 'pdp2') },
    ],
    cart: [{ name: 'container_1', caption: 'Passend zu Ihrem Einkauf', strategy: 'cart_complement', articleIds: take(firstArticles(cat, small), 12, 'cart') }],
  };
}

export function buildRecommendations(cat: Catalogue): RecommendationsFile {
  return { pages: { home: homeContainers(cat), ...otherPages(cat) } };
}

const ownBrandCategories: Array<[string, string, 'cat' | 'dog', string, string]> = [
  ['dry-food-cats', 'Trockenfutter für Katzen', 'cat', 'katzenfutter_trocken', 'Trockenfutter'],
  ['wet-food-cats', 'Nassfutter für Katzen', 'cat', 'katzenfutter_nass', 'Nassfutter'],
  ['snacks-cats', 'Katzensnacks', 'cat', 'katzensnacks', 'Snacks'],
  ['litter-cats', 'Katzenstreu', 'cat', 'katzenstreu', 'Katzenstreu'],
  ['dry-food-dogs', 'Trockenfutter für Hunde', 'dog', 'hundefutter_trocken', 'Trockenfutter'],
  ['wet-food-dogs', 'Nassfutter für Hunde', 'dog', 'hundefutter_nass', 'Nassfutter'],
  ['snacks-dogs', 'Hundesnacks', 'dog', 'hundesnacks', 'Snacks'],
];

export function buildOwnBrand(cat: Catalogue): OwnBrandFile {
  const categories: StoredOwnBrandCategory[] = ownBrandCategories.map(([id, caption, pet, category, short]) => {
    const seeds = cat.seeds.filter((s) => s.ownBrand && s.pet === pet && s.category === category);
    const petName = pet === 'cat' ? 'Katzen' : 'Hunde';
    return {
      caption,
      metadata: { id },
      strategy: `own_brand_${id.replace(/-/g, '_')}`,
      articleIds: allArticles(cat, seeds),
      ctaLink: `/shop/${pet === 'cat' ? 'katzen' : 'hunde'}/${category}/eigenmarken`,
      ctaText: 'Mehr anzeigen',
      ctaAriaLabel: `Mehr ${short} für ${petName} von unseren Eigenmarken anzeigen`,
      desktopBannerImage: `/images/content/ob-${id}-desktop.jpg`,
      desktopBannerImageAltText: `${caption} unserer Eigenmarken`,
      mobileBannerImage: `/images/content/ob-${id}-mobile.jpg`,
      mobileBannerImageAltText: `${caption} unserer Eigenmarken`,
    };
  });
  return { pageType: 'ob_landing', owner: 'customer-growth', blockCode: 'ObfRecommendations', categories };
}

export function buildBundles(): BundlesFile {
  return {
    bundles: [
      { id: 'bundle-katze-start-a', name: 'Starterpaket Katze', groupAssignment: 'A', discountPercent: 10, articleIds: [2401010, 2401060, 2401140] },
      {
        id: 'bundle-katze-start-b',
        name: 'Starterpaket Katze (Vorteilsset)',
        groupAssignment: 'B',
        discountPercent: 15,
        articleIds: [2401010, 2401060, 2401140],
      },
      { id: 'bundle-hund-wild-a', name: 'Wolf of Wilderness Probierpaket', groupAssignment: 'A', discountPercent: 10, articleIds: [1801010, 1801080, 1801110] },
      { id: 'bundle-hund-snacks-b', name: 'Snack-Paket für Hunde', groupAssignment: 'B', discountPercent: 5, articleIds: [1801100, 1801110, 1801130] },
    ],
  };
}
