import { useMemo } from 'react';
import type { ProductCardProps } from '@storefront/contracts';
import { parseProduct } from '../model/parse-product';
import { useReportProblems } from '../model/useReportProblems';
import { selectArticle } from '../pricing/select-article';
import { buildProductHref } from '../links/product-link';
import { readCardFlags } from './card-flags';
import { ProductCardView } from './ProductCardView';

/**
 * A product card from a catalogue product. Renders nothing when the data is unusable (reported) or when no
 * article has a purchasable offer. Add to cart is offered only in the recommendation sizes (spec section 6:
 * "add to cart on recommendation cards") and only with its flag on.
 */
export function ProductCard({ product: input, variantId, imageSize = 'grid' }: ProductCardProps) {
  const { product, problems } = useMemo(() => parseProduct(input), [input]);
  useReportProblems('ProductCard', problems, { variantId });
  if (!product) return null;
  const selected = selectArticle(product, variantId);
  if (!selected) return null;
  const flags = readCardFlags();
  return (
    <ProductCardView
      product={product}
      selected={selected}
      href={buildProductHref(product.link, selected.activeVariant ? { activeVariant: selected.activeVariant } : {})}
      imageSize={imageSize}
      flags={flags}
      showAddToCart={flags.addToCartEnabled && imageSize !== 'grid'}
    />
  );
}
