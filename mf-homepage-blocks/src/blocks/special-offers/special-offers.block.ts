import { defineBlock } from '../../pipeline/block-definition';
import { SpecialOffers } from './SpecialOffers';
import { specialOffersSchema } from './special-offers-model';

export default defineBlock({ contentType: 'SpecialOffers', schema: specialOffersSchema, Component: SpecialOffers });
