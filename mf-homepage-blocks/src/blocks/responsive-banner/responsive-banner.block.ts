import { defineBlock } from '../../pipeline/block-definition';
import { ResponsiveBanner } from './ResponsiveBanner';
import { responsiveBannerSchema } from './responsive-banner-model';

export default defineBlock({ contentType: 'ResponsiveBanner', schema: responsiveBannerSchema, Component: ResponsiveBanner });
