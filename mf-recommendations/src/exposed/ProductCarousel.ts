import type { ComponentType } from 'react';
import type { ProductCarouselProps } from '@storefront/contracts';
import { ProductCarousel } from '../product-carousel/ProductCarousel';

export default ProductCarousel satisfies ComponentType<ProductCarouselProps>;
