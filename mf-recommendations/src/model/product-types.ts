// The product data a card needs, as the product catalogue and the recommender deliver it (spec section 3).
// Narrower than the generated contract types (shared/contracts/src/generated/api.ts): only the fields this
// fragment reads, checked at the boundary by parse-product.ts; the enums are the contract's own.
import type { SchemaArticle, SchemaOfferType, SchemaPrice, SchemaPriceType } from '@storefront/contracts';

export type PriceLabelPrefix = SchemaPrice['labelPrefix'];

/** A price object: `value` in minor units (cents) of `currency` (an ISO 4217 code). */
export interface Price {
  value: number;
  currency: string;
  labelPrefix?: PriceLabelPrefix;
}

export type OfferType = SchemaOfferType;
export type PriceType = SchemaPriceType;

export interface Discount {
  type: string;
  value: number;
}

export interface SecondaryCurrencyPrices {
  price: Price;
  unitPrice?: Price;
  referencePrice?: Price;
}

export interface Offer {
  id: string;
  type?: OfferType;
  outOfStock: boolean;
  price: Price;
  unitPrice?: Price;
  referencePrice: Price | null;
  discount: Discount | null;
  priceType?: PriceType;
  secondaryCurrency?: SecondaryCurrencyPrices;
  tooltip?: { text: string };
  whileStocksLast: boolean;
}

/** kg or l; absent for single items (no unit price then). */
export type ArticleUnit = NonNullable<SchemaArticle['unit']>;

export interface Article {
  id: number;
  variantId: string;
  name?: string;
  unit?: ArticleUnit;
  offers: Offer[];
}

export interface FavouriteBadge {
  active: boolean;
  label: string;
  description?: string;
}

export interface Product {
  shopIdentifier?: string;
  name: string;
  /** Product page path or URL; the card's link target. */
  link: string;
  pictureUrl?: string;
  feedbackAggregate?: { reviewCount: number; averageRating: number };
  badges: { favorite?: FavouriteBadge; sponsored: boolean };
  articles: Article[];
}
