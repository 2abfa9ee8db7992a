import { defineBlock } from '../../pipeline/block-definition';
import { HeroBannerCarousel } from './HeroBannerCarousel';
import { heroBannerSchema } from './hero-banner-model';

export default defineBlock({ contentType: 'HeroBannerCarousel', schema: heroBannerSchema, Component: HeroBannerCarousel });
