import { defineBlock } from '../../pipeline/block-definition';
import { TabContainer } from './TabContainer';
import { tabContainerSchema } from './tab-container-model';

// Loads its products itself: the blocks below wait until the first tab has decided whether the container shows.
export default defineBlock({ contentType: 'TabContainer', schema: tabContainerSchema, Component: TabContainer, settles: 'ready' });
