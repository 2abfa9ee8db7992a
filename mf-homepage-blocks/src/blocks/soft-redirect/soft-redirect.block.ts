import { defineBlock } from '../../pipeline/block-definition';
import { SoftRedirectModal } from './SoftRedirectModal';
import { softRedirectSchema } from './soft-redirect-model';

export const softRedirectBlock = defineBlock({ contentType: 'SoftRedirectModal', schema: softRedirectSchema, Component: SoftRedirectModal });
