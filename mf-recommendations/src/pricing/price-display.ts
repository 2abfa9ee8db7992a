import { formatPrice } from '@storefront/ui';
import type { Article, ArticleUnit, Offer, PriceType } from '../model/product-types';

/** Spec section 9: above this main price (minor units) the secondary-currency price joins the main price text. */
export const SECONDARY_CURRENCY_IN_MAIN_PRICE_ABOVE = 200_000;

export type ReferenceLabel = 'sonst' | 'UVP' | 'Einzeln';

/** Reference labels by price type: `sonst` for offers, `UVP` for retail prices, `Einzeln` for sets. */
export const REFERENCE_LABEL_BY_PRICE_TYPE: Readonly<Partial<Record<PriceType, ReferenceLabel>>> = {
  OFFER: 'sonst',
  RETAIL: 'UVP',
  SET: 'Einzeln',
};

const SPOKEN_UNITS: Record<ArticleUnit, string> = { kg: 'Kilogramm', l: 'Liter' };

export interface PriceDisplay {
  /** e.g. "8,54 €"; above the threshold with the secondary currency: "2.199,00 € (2.067,06 CHF)". */
  main: string;
  /** e.g. "sonst 8,99 €", "UVP 41,29 €", "Einzeln 99,98 €". */
  reference?: string;
  /** Shown as "(8,54 € / kg)", read out as "Grundpreis 8,54 € pro Kilogramm". */
  unitPrice?: { text: string; spoken: string };
  /** The secondary-currency price, e.g. "8,03 CHF". */
  secondary?: string;
  /** Lowest price of the last 30 days, only with the pricing-tooltip flag on. */
  tooltip?: string;
  whileStocksLast: boolean;
}

export interface PriceDisplayOptions {
  pricingTooltipEnabled: boolean;
}

function referenceText(offer: Offer): string | undefined {
  const reference = offer.referencePrice;
  if (!reference) return undefined;
  const fromPriceType = offer.priceType ? REFERENCE_LABEL_BY_PRICE_TYPE[offer.priceType] : undefined;
  const label = fromPriceType ?? (reference.labelPrefix || undefined);
  const amount = formatPrice(reference.value);
  return label ? `${label} ${amount}` : amount;
}

function unitPriceText(offer: Offer, article: Article): PriceDisplay['unitPrice'] {
  if (!article.unit || !offer.unitPrice) return undefined;
  const amount = formatPrice(offer.unitPrice.value);
  return { text: `(${amount} / ${article.unit})`, spoken: `Grundpreis ${amount} pro ${SPOKEN_UNITS[article.unit]}` };
}

/** The price block of a card for the offer it sells (spec sections 3 and 9). */
export function buildPriceDisplay(offer: Offer, article: Article, options: PriceDisplayOptions): PriceDisplay {
  const secondaryPrice = offer.secondaryCurrency?.price;
  const secondary = secondaryPrice ? formatPrice(secondaryPrice.value, secondaryPrice.currency) : undefined;
  const mainAmount = formatPrice(offer.price.value);
  const main = secondary !== undefined && offer.price.value > SECONDARY_CURRENCY_IN_MAIN_PRICE_ABOVE ? `${mainAmount} (${secondary})` : mainAmount;
  const reference = referenceText(offer);
  const unitPrice = unitPriceText(offer, article);
  const tooltip = options.pricingTooltipEnabled ? offer.tooltip?.text : undefined;
  return {
    main,
    ...(reference ? { reference } : {}),
    ...(unitPrice ? { unitPrice } : {}),
    ...(secondary ? { secondary } : {}),
    ...(tooltip ? { tooltip } : {}),
    whileStocksLast: offer.whileStocksLast,
  };
}
