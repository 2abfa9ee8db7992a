// `mf_homepage_blocks/blocks`: the content pipeline and its blocks, for any page built from content.
import type { ContentBlocksModule } from '@storefront/contracts';
import { ContentBlock } from '../pipeline/ContentBlock';
import { ContentPage } from '../pipeline/ContentPage';
import { REGISTERED_CONTENT_TYPES } from '../pipeline/block-registry';

export { ContentBlock, ContentPage };
export const registeredContentTypes = REGISTERED_CONTENT_TYPES;

// Checked at build time against the contract consumers load this module with.
export const exposedContract = { ContentBlock, ContentPage, registeredContentTypes } satisfies ContentBlocksModule;
