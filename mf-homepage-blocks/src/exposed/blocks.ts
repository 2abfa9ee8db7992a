// `mf_homepage_blocks/blocks`: the content blocks for other pages (e.g. the own-brand page).
export { ContentBlock, type ContentBlockProps } from '../pipeline/ContentBlock';
export { blockRegistry } from '../pipeline/block-registry';
export type { RegisteredBlock } from '../pipeline/block-definition';
export type { BlockReference } from '../content/page-layout';
export { BLOCK_CONTENT_TYPES, type BlockContentType } from '../content/content-types';

// Checked at build time against the contract consumers load it with.
import type { ContentBlocksModule } from '@storefront/contracts';
import { ContentBlock as ExposedContentBlock } from '../pipeline/ContentBlock';
import { BLOCK_CONTENT_TYPES as EXPOSED_CONTENT_TYPES } from '../content/content-types';

export const exposedContract = { ContentBlock: ExposedContentBlock, BLOCK_CONTENT_TYPES: EXPOSED_CONTENT_TYPES } satisfies ContentBlocksModule;
