import { defineBlock } from '../../pipeline/block-definition';
import { CountdownBanner } from './CountdownBanner';
import { countdownSchema } from './countdown-model';

export default defineBlock({ contentType: 'CountdownBanner', schema: countdownSchema, Component: CountdownBanner });
