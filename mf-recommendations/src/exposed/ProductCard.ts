import type { ComponentType } from 'react';
import type { ProductCardProps } from '@storefront/contracts';
import { ProductCard } from '../card/ProductCard';

export default ProductCard satisfies ComponentType<ProductCardProps>;
