import { defineBlock } from '../../pipeline/block-definition';
import { SoftRedirectModal } from './SoftRedirectModal';
import { softRedirectSchema } from './soft-redirect-model';

export default defineBlock({ contentType: 'SoftRedirectModal', schema: softRedirectSchema, Component: SoftRedirectModal });
