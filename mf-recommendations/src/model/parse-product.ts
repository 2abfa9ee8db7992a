import type { Article, ArticleUnit, Discount, Offer, OfferType, Price, PriceLabelPrefix, PriceType, Product, SecondaryCurrencyPrices } from './product-types';
import { isRecord, Problems, readBoolean, readFiniteNumber, readNonEmptyString, readOneOf, readRecord, readString, type JsonRecord } from './validation';

const OFFER_TYPES: readonly OfferType[] = ['1P', '1P_ABD', '1P_AUS', '3P'];
const PRICE_TYPES: readonly PriceType[] = ['SET', 'REGULAR', 'OFFER', 'RETAIL'];
const LABEL_PREFIXES: readonly PriceLabelPrefix[] = ['', 'sonst', 'UVP', 'Einzeln'];
const ARTICLE_UNITS: readonly ArticleUnit[] = ['kg', 'l'];

export interface ParsedProduct {
  /** null when the data cannot make a card (no name, no link or no valid article). */
  product: Product | null;
  /** Everything found wrong, also when the product is still usable (e.g. one broken offer dropped). */
  problems: string[];
}

export function parsePrice(input: unknown): Price | undefined {
  if (!isRecord(input)) return undefined;
  const value = readFiniteNumber(input, 'value');
  if (value === undefined || !Number.isInteger(value) || value < 0) return undefined;
  const currency = readString(input, 'currency') ?? 'EUR';
  // An ISO 4217 code; anything else cannot be formatted and makes the price unusable.
  if (!/^[A-Z]{3}$/.test(currency)) return undefined;
  const labelPrefix = readOneOf(input, 'labelPrefix', LABEL_PREFIXES);
  return labelPrefix === undefined ? { value, currency } : { value, currency, labelPrefix };
}

function parseDiscount(input: unknown): Discount | null {
  if (!isRecord(input)) return null;
  const value = readFiniteNumber(input, 'value');
  if (value === undefined) return null;
  return { type: readString(input, 'type') ?? 'PERCENTAGE_DISCOUNT', value };
}

function parseSecondaryCurrency(input: unknown): SecondaryCurrencyPrices | undefined {
  if (!isRecord(input)) return undefined;
  const price = parsePrice(input.price);
  if (!price) return undefined;
  const unitPrice = parsePrice(input.unitPrice);
  const referencePrice = parsePrice(input.referencePrice);
  return { price, ...(unitPrice ? { unitPrice } : {}), ...(referencePrice ? { referencePrice } : {}) };
}

function parseTooltip(record: JsonRecord): { text: string } | undefined {
  const tooltip = readRecord(record, 'tooltip');
  const text = tooltip ? readNonEmptyString(tooltip, 'text') : undefined;
  return text ? { text } : undefined;
}

export function parseOffer(input: unknown, problems: Problems, where: string): Offer | undefined {
  if (!isRecord(input)) {
    problems.add(`${where} is not an object`);
    return undefined;
  }
  const id = readNonEmptyString(input, 'id');
  const price = parsePrice(input.price);
  if (!id || !price) {
    problems.add(`${where} has no ${id ? 'valid price' : 'id'}`);
    return undefined;
  }
  const unitPrice = parsePrice(input.unitPrice);
  const secondaryCurrency = parseSecondaryCurrency(input.secondaryCurrency);
  const tooltip = parseTooltip(input);
  const type = readOneOf(input, 'type', OFFER_TYPES);
  const priceType = readOneOf(input, 'priceType', PRICE_TYPES);
  return {
    id,
    ...(type ? { type } : {}),
    // An offer whose stock state is unknown is not sold on a card.
    outOfStock: readBoolean(input, 'outOfStock') ?? true,
    price,
    ...(unitPrice ? { unitPrice } : {}),
    referencePrice: parsePrice(input.referencePrice) ?? null,
    discount: parseDiscount(input.discount),
    ...(priceType ? { priceType } : {}),
    ...(secondaryCurrency ? { secondaryCurrency } : {}),
    ...(tooltip ? { tooltip } : {}),
    whileStocksLast: readBoolean(input, 'whileStocksLast') ?? false,
  };
}

export function parseOffers(input: unknown, problems: Problems, where: string): Offer[] {
  if (!Array.isArray(input)) {
    problems.add(`${where} offers are missing`);
    return [];
  }
  return input.flatMap((offer, index) => parseOffer(offer, problems, `${where} offer ${index}`) ?? []);
}

export function parseArticle(input: unknown, problems: Problems, where: string, offersInput?: unknown): Article | undefined {
  if (!isRecord(input)) {
    problems.add(`${where} is not an object`);
    return undefined;
  }
  const id = readFiniteNumber(input, 'id');
  const variantId = readNonEmptyString(input, 'variantId') ?? (id !== undefined ? String(id) : undefined);
  if (id === undefined || variantId === undefined) {
    problems.add(`${where} has no id`);
    return undefined;
  }
  const name = readNonEmptyString(input, 'name');
  const unit = readOneOf(input, 'unit', ARTICLE_UNITS);
  return {
    id,
    variantId,
    ...(name ? { name } : {}),
    ...(unit ? { unit } : {}),
    offers: parseOffers(offersInput ?? input.offers, problems, `article ${id}`),
  };
}

/**
 * Offers whose id appears more than once in a product are left out (reported): a card could not say which one it
 * sells, and the cart could not either.
 */
function withoutAmbiguousOffers(articles: Article[], problems: Problems): Article[] {
  const counts = new Map<string, number>();
  articles.forEach((article) => article.offers.forEach((offer) => counts.set(offer.id, (counts.get(offer.id) ?? 0) + 1)));
  const duplicated = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
  if (duplicated.length === 0) return articles;
  duplicated.forEach((id) => problems.add(`offer id ${id} appears ${counts.get(id)} times`));
  return articles.map((article) => ({ ...article, offers: article.offers.filter((offer) => !duplicated.includes(offer.id)) }));
}

function parseFeedback(record: JsonRecord): Product['feedbackAggregate'] {
  const feedback = readRecord(record, 'feedbackAggregate');
  if (!feedback) return undefined;
  const reviewCount = readFiniteNumber(feedback, 'reviewCount');
  const averageRating = readFiniteNumber(feedback, 'averageRating') ?? readFiniteNumber(feedback, 'rating');
  if (reviewCount === undefined || averageRating === undefined) return undefined;
  return { reviewCount, averageRating };
}

function parseBadges(record: JsonRecord): Product['badges'] {
  const badges = readRecord(record, 'badges');
  const favoriteInput = badges ? readRecord(badges, 'favorite') : undefined;
  const sponsored = badges ? readBoolean(badges, 'sponsored') === true : false;
  if (!favoriteInput) return { sponsored };
  const description = readNonEmptyString(favoriteInput, 'description');
  return {
    sponsored,
    favorite: {
      active: readBoolean(favoriteInput, 'active') === true,
      label: readString(favoriteInput, 'label') ?? '',
      ...(description ? { description } : {}),
    },
  };
}

/**
 * Checks a product from the catalogue or the recommender. `fallbackArticle` supplies the article (with its
 * offers) when the product itself carries no articles, as in a recommendation item.
 */
export function parseProduct(input: unknown, fallbackArticle?: { article: unknown; offers: unknown }): ParsedProduct {
  const problems = new Problems();
  if (!isRecord(input)) {
    problems.add('product is not an object');
    return { product: null, problems: problems.list };
  }
  const name = readNonEmptyString(input, 'name');
  const link = readNonEmptyString(input, 'link') ?? readNonEmptyString(input, 'path');
  if (!name) problems.add('product has no name');
  if (!link) problems.add('product has no link');
  const articlesInput = input.articles;
  let articles: Article[] = [];
  if (Array.isArray(articlesInput) && articlesInput.length > 0) {
    articles = articlesInput.flatMap((article, index) => parseArticle(article, problems, `article ${index}`) ?? []);
  } else if (fallbackArticle) {
    const article = parseArticle(fallbackArticle.article, problems, 'recommended article', fallbackArticle.offers);
    articles = article ? [article] : [];
  } else {
    problems.add('product has no articles');
  }
  articles = withoutAmbiguousOffers(articles, problems);
  if (!name || !link || articles.length === 0) return { product: null, problems: problems.list };
  const shopIdentifier = readNonEmptyString(input, 'shopIdentifier');
  const pictureUrl = readNonEmptyString(input, 'pictureUrl');
  const feedbackAggregate = parseFeedback(input);
  return {
    product: {
      ...(shopIdentifier ? { shopIdentifier } : {}),
      name,
      link,
      ...(pictureUrl ? { pictureUrl } : {}),
      ...(feedbackAggregate ? { feedbackAggregate } : {}),
      badges: parseBadges(input),
      articles,
    },
    problems: problems.list,
  };
}
