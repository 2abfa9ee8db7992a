// In-memory carts keyed by shop user (zt_id) or anonymous cart cookie, with optimistic versioning.
import type { DataSet } from '../data/load';
import { HttpError, badRequest, notFound } from '../http/errors';
import { bestOffer } from './offers';
import { makePrice } from './price';
import type { components } from '@storefront/contracts';
import type { Offer } from './types';

interface CartLine {
  articleId: number;
  offerId: string;
  quantity: number;
}

interface Cart {
  version: number;
  lines: CartLine[];
}

/** What POST /v2/cart/change-article-quantity takes and what GET /v2/cart answers: the contract's shapes. */
export type ChangeQuantityInput = components['schemas']['ChangeArticleQuantityRequest'];
export type CartItem = components['schemas']['CartItem'];
export type CartView = components['schemas']['Cart'];

const MAX_QUANTITY = 99;

export function parseChangeQuantity(body: unknown): ChangeQuantityInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Body must be a JSON object');
  const b = body as Record<string, unknown>;
  const int = (name: string) => {
    const v = b[name];
    if (typeof v !== 'number' || !Number.isInteger(v)) throw badRequest(`${name} must be an integer`);
    return v;
  };
  const input: ChangeQuantityInput = { articleId: int('articleId'), quantity: int('quantity'), cartVersion: int('cartVersion') };
  if (input.quantity === 0 || Math.abs(input.quantity) > MAX_QUANTITY)
    throw badRequest(`quantity must be a non-zero change between -${MAX_QUANTITY} and ${MAX_QUANTITY}`);
  if (b.offerIds !== undefined) {
    if (!Array.isArray(b.offerIds) || !b.offerIds.every((o) => typeof o === 'string')) throw badRequest('offerIds must be an array of strings');
    input.offerIds = b.offerIds as string[];
  }
  for (const flag of ['voucherApplied', 'popover'] as const) {
    if (b[flag] !== undefined && typeof b[flag] !== 'boolean') throw badRequest(`${flag} must be a boolean`);
    if (typeof b[flag] === 'boolean') input[flag] = b[flag];
  }
  return input;
}

export class CartStore {
  private carts = new Map<string, Cart>();

  constructor(private readonly data: DataSet) {}

  view(key: string): CartView {
    return this.render(this.cart(key));
  }

  change(key: string, input: ChangeQuantityInput): CartView {
    const cart = this.cart(key);
    if (input.cartVersion !== cart.version) {
      throw new HttpError(409, 'stale-cart-version', `cartVersion ${input.cartVersion} is stale; the current version is ${cart.version}`);
    }
    const entry = this.data.articleIndex.get(input.articleId);
    if (!entry) throw notFound(`Unknown article ${input.articleId}`, 'unknown-article');
    const line = cart.lines.find((l) => l.articleId === input.articleId);
    if (input.quantity > 0) {
      const offer = this.chooseOffer(entry.article.offers, input.offerIds, entry.article.id);
      if (line) {
        line.quantity = Math.min(MAX_QUANTITY, line.quantity + input.quantity);
        line.offerId = offer.id;
      } else {
        cart.lines.push({ articleId: input.articleId, offerId: offer.id, quantity: input.quantity });
      }
    } else if (line) {
      line.quantity += input.quantity;
      if (line.quantity <= 0) cart.lines = cart.lines.filter((l) => l !== line);
    } else {
      throw new HttpError(409, 'not-in-cart', `Article ${input.articleId} is not in the cart`);
    }
    cart.version += 1;
    return this.render(cart);
  }

  private chooseOffer(offers: Offer[], offerIds: string[] | undefined, articleId: number): Offer {
    if (offerIds && offerIds.length) {
      const offer = offers.find((o) => offerIds.includes(o.id));
      if (!offer) throw badRequest(`None of the offerIds ${offerIds.join(', ')} belongs to article ${articleId}`, 'unknown-offer');
      if (offer.outOfStock) throw new HttpError(422, 'out-of-stock', `Offer ${offer.id} is out of stock`);
      return offer;
    }
    const best = bestOffer({ id: articleId, variantId: '', name: '', bonuspoints: 0, offers });
    if (!best) throw new HttpError(422, 'out-of-stock', `Article ${articleId} has no offer in stock`);
    return best;
  }

  private cart(key: string): Cart {
    let cart = this.carts.get(key);
    if (!cart) {
      cart = { version: 1, lines: [] };
      this.carts.set(key, cart);
    }
    return cart;
  }

  private render(cart: Cart): CartView {
    const items = cart.lines.flatMap((line): CartItem[] => {
      const entry = this.data.articleIndex.get(line.articleId);
      const offer = entry?.article.offers.find((o) => o.id === line.offerId);
      if (!entry || !offer) return [];
      return [
        {
          articleId: line.articleId,
          offerId: line.offerId,
          quantity: line.quantity,
          productName: entry.product.name,
          articleName: entry.article.name,
          path: entry.product.path,
          pictureUrl: entry.product.pictureUrl,
          price: offer.price,
          totalPrice: makePrice(offer.price.value * line.quantity),
        },
      ];
    });
    return {
      cartVersion: cart.version,
      items,
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      total: makePrice(items.reduce((n, i) => n + i.totalPrice.value, 0)),
    };
  }
}
