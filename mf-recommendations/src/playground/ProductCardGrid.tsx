import { useEffect, useState } from 'react';
import type { SchemaProduct } from '@storefront/contracts';
import { withErrorReporting } from '@storefront/platform';
import { ProductCard } from '../card/ProductCard';
import { fetchProductsByArticleIds } from '../catalogue/products-api';

/** Grid cards of the catalogue's products holding these articles. */
export function ProductCardGrid({ articleIds }: { articleIds: readonly number[] }) {
  const [products, setProducts] = useState<readonly SchemaProduct[]>();
  useEffect(() => {
    void withErrorReporting('getProductsByArticleIds', () => fetchProductsByArticleIds(articleIds)).then((answer) => setProducts(answer ?? []));
  }, [articleIds]);
  if (!products) return <p role="status">Produkte werden geladen …</p>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '1rem' }}>
      {products.map((product, index) => (
        <ProductCard key={index} product={product} />
      ))}
    </div>
  );
}
