import { defineBlock } from '../../pipeline/block-definition';
import { CustomerReviewsCarousel } from './CustomerReviewsCarousel';
import { customerReviewsSchema } from './customer-reviews-model';

export default defineBlock({ contentType: 'CustomerReviewsCarousel', schema: customerReviewsSchema, Component: CustomerReviewsCarousel });
