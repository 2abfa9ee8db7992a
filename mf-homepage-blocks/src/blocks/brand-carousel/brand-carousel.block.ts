import { defineBlock } from '../../pipeline/block-definition';
import { BrandCarousel } from './BrandCarousel';
import { brandCarouselSchema } from './brand-carousel-model';

export default defineBlock({ contentType: 'BrandCarousel', schema: brandCarouselSchema, Component: BrandCarousel });
