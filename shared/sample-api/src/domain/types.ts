// Shapes of the sample data set and of the answers built from it.

import type { components } from '@storefront/contracts';

type Schemas = components['schemas'];

// The catalogue's shapes are the contract's own (generated from openapi.yaml); the server's answers are built from them.
export type Currency = Schemas['Currency'];
export type PriceLabelPrefix = Schemas['Price']['labelPrefix'];
export type Price = Schemas['Price'];
export type OfferType = Schemas['OfferType'];
export type PriceType = Schemas['PriceType'];
export type Discount = Schemas['Discount'];
export type SecondaryCurrencyPrices = Schemas['SecondaryCurrencyPrices'];
export type Offer = Schemas['Offer'];
export type ArticleUnit = NonNullable<Schemas['Article']['unit']>;
export type Article = Schemas['Article'];
export type Badge = Schemas['Badge'];
export type Product = Schemas['Product'];
export type DisplayFlags = Schemas['DisplayFlags'];

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

/**
 * An own-brand category as stored in own-brand.json: the contract's OwnBrandCategory with article ids (and the
 * strategy named in tracking) in place of its recommendations, which are built at request time.
 */
export type StoredOwnBrandCategory = Omit<Schemas['OwnBrandCategory'], 'recommendations'> & {
  strategy: string;
  articleIds: number[];
};

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
