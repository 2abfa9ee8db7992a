import { defineBlock } from '../../pipeline/block-definition';
import { SocialMediaCarousel } from './SocialMediaCarousel';
import { socialMediaCarouselSchema } from './social-media-model';

export default defineBlock({ contentType: 'SocialMediaCarousel', schema: socialMediaCarouselSchema, Component: SocialMediaCarousel });
