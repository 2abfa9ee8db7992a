import { defineBlock } from '../../pipeline/block-definition';
import { promoBarSchema } from './promo-bar-model';
import { PromoBar } from './PromoBar';

export default defineBlock({ contentType: 'PromoBar', schema: promoBarSchema, Component: PromoBar });
