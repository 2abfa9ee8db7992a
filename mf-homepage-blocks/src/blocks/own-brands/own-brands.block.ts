import { defineBlock } from '../../pipeline/block-definition';
import { OwnBrands } from './OwnBrands';
import { ownBrandsSchema } from './own-brands-model';

export default defineBlock({ contentType: 'OwnBrandsCarousel', schema: ownBrandsSchema, Component: OwnBrands });
