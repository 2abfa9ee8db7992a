import { defineBlock } from '../../pipeline/block-definition';
import { SecondaryHeroBanner } from './SecondaryHeroBanner';
import { secondaryHeroSchema } from './secondary-hero-model';

export default defineBlock({ contentType: 'SecondaryHeroBanner', schema: secondaryHeroSchema, Component: SecondaryHeroBanner });
