import { startTransition, useEffect, useState } from 'react';
import type { SchemaProduct } from '@storefront/contracts';
import { withErrorReporting } from '@storefront/platform';
import { fetchProductsByArticleIds } from '../catalogue/products-api';
import { FRAGMENT_NAME } from '../fragment';

export type CatalogueProducts = { status: 'loading' } | { status: 'loaded'; products: readonly SchemaProduct[] } | { status: 'failed' };

/**
 * The catalogue's products for content ids, asked for once per distinct list (one GET with articleIds
 * comma-joined; the API client's time-out ends a hanging call). A failed call is reported and ends as `failed`.
 * Without ids nothing is asked and the list is empty.
 */
export function useCatalogueProducts(ids: readonly string[], trackingContainer: string): CatalogueProducts {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string; products: CatalogueProducts }>({ key, products: { status: 'loading' } });
  useEffect(() => {
    let active = true;
    const requested = key === '' ? [] : key.split(',');
    const answer: Promise<CatalogueProducts> =
      requested.length === 0
        ? Promise.resolve({ status: 'loaded', products: [] })
        : withErrorReporting('getProductsByArticleIds', () => fetchProductsByArticleIds(requested), {
            fragment: FRAGMENT_NAME,
            component: 'ProductCarousel',
            trackingContainer,
          }).then((products) => (products ? { status: 'loaded', products } : { status: 'failed' }));
    void answer.then((products) => {
      // A transition: React renders the cards in slices, leaving the main thread to input in between.
      if (active) startTransition(() => setState({ key, products }));
    });
    return () => {
      active = false;
    };
  }, [key, trackingContainer]);
  // Until the answer for these ids has arrived, an answer for other ids does not count.
  return state.key === key ? state.products : { status: 'loading' };
}
