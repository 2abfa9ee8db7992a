import type { SchemaBlockContentType } from '@storefront/contracts';

/** Every block content type the content service knows (the `BlockContentType` of its OpenAPI contract). */
export type BlockContentType = SchemaBlockContentType;

export const PAGE_LAYOUT_CONTENT_TYPE = 'PageLayout';
