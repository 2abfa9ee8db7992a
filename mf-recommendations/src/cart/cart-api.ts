import { getApiClient } from '@storefront/platform';
import type { SchemaChangeArticleQuantityRequest } from '@storefront/contracts';
import { isRecord } from '../model/validation';
import { FRAGMENT_NAME } from '../fragment';

export interface AddToCartRequest {
  articleId: number;
  /** The card's active offer. */
  offerId: string;
}

/**
 * The body of POST /v2/cart/change-article-quantity as this fragment sends it (v2 cart: offerIds). `popover: false`:
 * the card shows its own feedback, so the cart opens no popover of its own.
 */
export type ChangeArticleQuantityBody = Required<Pick<SchemaChangeArticleQuantityRequest, 'articleId' | 'quantity' | 'cartVersion' | 'offerIds' | 'popover'>>;

/** The `cartVersion` of GET /v2/cart: an integer the cart checks on every change (409 when stale). */
export function readCartVersion(cart: unknown): number {
  const version = isRecord(cart) ? cart.cartVersion : undefined;
  if (typeof version === 'number' && Number.isInteger(version)) return version;
  throw new Error('The cart answered without a cartVersion');
}

/** Spec section 7, add to cart: a change-article-quantity of 1 with the current cart version and the active offer. */
export async function addArticleToCart({ articleId, offerId }: AddToCartRequest): Promise<void> {
  const bff = getApiClient('bff', FRAGMENT_NAME);
  const { data: cart } = await bff.get<unknown>('/v2/cart');
  const body: ChangeArticleQuantityBody = { articleId, quantity: 1, cartVersion: readCartVersion(cart), offerIds: [offerId], popover: false };
  await bff.post('/v2/cart/change-article-quantity', body);
}
