import { defineBlock } from '../../pipeline/block-definition';
import { MagazineTeaserCarousel } from './MagazineTeaserCarousel';
import { magazineTeaserSchema } from './magazine-teaser-model';

export default defineBlock({ contentType: 'MagazineTeaserCarousel', schema: magazineTeaserSchema, Component: MagazineTeaserCarousel });
