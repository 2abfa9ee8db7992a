// Shapes of the sample data set (and of the answers built from it). The OpenAPI document is the contract;
// these types mirror it for the server's own code and the data generator.

export type Currency = 'EUR' | 'CHF';
export type PriceLabelPrefix = '' | 'sonst' | 'UVP' | 'Einzeln';

export interface Price {
  /** Integer minor units (cents). */
  value: number;
  label: string;
  labelFull: string;
  labelPattern: string;
  labelPrefix: PriceLabelPrefix;
  currency: Currency;
}

export type OfferType = '1P' | '1P_ABD' | '1P_AUS' | '3P';
export type PriceType = 'SET' | 'REGULAR' | 'OFFER' | 'RETAIL';

export interface Discount {
  type: 'PERCENTAGE_DISCOUNT';
  label: string;
  value: number;
}

export interface SecondaryCurrencyPrices {
  price: Price;
  unitPrice?: Price;
  referencePrice?: Price;
}

export interface Offer {
  id: string;
  type: OfferType;
  outOfStock: boolean;
  price: Price;
  unitPrice?: Price;
  referencePrice: Price | null;
  discount: Discount | null;
  priceType: PriceType;
  secondaryCurrency?: SecondaryCurrencyPrices;
  tooltip?: { text: string };
  whileStocksLast: boolean;
}

export type ArticleUnit = 'kg' | 'l';

export interface Article {
  id: number;
  variantId: string;
  name: string;
  unit?: ArticleUnit;
  bonuspoints: number;
  offers: Offer[];
}

export interface Badge {
  active: boolean;
  label: string;
  description: string;
}

export interface Product {
  shopIdentifier: string;
  path: string;
  name: string;
  description: string;
  pictureUrl: string;
  link: string;
  unit: { name: string };
  feedbackAggregate: { reviewCount: number; averageRating: number };
  productChoice: { active: boolean; label: string };
  badges: { favorite: Badge; sponsored: boolean };
  articles: Article[];
}

/** A container as stored in recommendations.json: article ids only, items are built at request time. */
export interface StoredContainer {
  name: string;
  caption: string;
  strategy: string;
  articleIds: number[];
}

export interface RecommendationsFile {
  /** page type -> containers */
  pages: Record<string, StoredContainer[]>;
}

export interface StoredOwnBrandCategory {
  caption: string;
  metadata: { id: string };
  strategy: string;
  articleIds: number[];
  ctaLink: string;
  ctaText: string;
  ctaAriaLabel: string;
  desktopBannerImage: string;
  desktopBannerImageAltText: string;
  mobileBannerImage: string;
  mobileBannerImageAltText: string;
}

export interface OwnBrandFile {
  pageType: string;
  owner: string;
  blockCode: string;
  categories: StoredOwnBrandCategory[];
}

export interface StoredBundle {
  id: string;
  name: string;
  groupAssignment: string;
  discountPercent: number;
  articleIds: number[];
}

export interface BundlesFile {
  bundles: StoredBundle[];
}

export interface Site {
  siteId: number;
  domain: string;
  locale: string;
  language: string;
  currency: 'EUR';
  secondaryCurrency: Currency;
}

export interface DisplayFlags {
  customerData: boolean;
  newsletter: boolean;
  petProfile: boolean;
  services: boolean;
  productPhotos: boolean;
  customerCare: boolean;
  bonusPoints: boolean;
  coupons: boolean;
  savingsPlan: boolean;
}

export interface Customer {
  key: string;
  customerId: string;
  shopUserId: string;
  firstName: string;
  lastName: string;
  bonusBalance: number;
  couponCount: number;
  displayFlags: DisplayFlags;
  audiences: string[];
  petTypes: string[];
}

export interface CustomersFile {
  customers: Customer[];
  anonymous: { audiences: string[]; petTypes: string[] };
}

export interface ShopEntry {
  domain: string;
  url: string;
  country: string;
}

export interface RedirectOptionsFile {
  shops: ShopEntry[];
  /** IPv4 CIDR ranges -> ISO country code. */
  ipRanges: Array<{ cidr: string; country: string }>;
  /** locale country (e.g. "AT" of de-AT) is used when no ip is given */
  locResources: Record<string, { title: string; goTo: string; stayAt: string }>;
}

export interface ContentImage {
  /** natural size; defines the aspect ratio and the default width */
  width: number;
  height: number;
  background: string;
  label: string;
  shape?: 'circle' | 'paw' | 'stripes' | 'none';
}

export type JsonObject = Record<string, unknown>;

export interface ContentModel extends JsonObject {
  metadata: { contentType: string; id: string } & JsonObject;
}
