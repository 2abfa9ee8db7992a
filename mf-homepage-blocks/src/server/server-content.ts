import { FIRST_VIEW_RENDER_LIMIT_MS, type StorefrontConfig } from '@storefront/contracts';
import { reportError } from '@storefront/platform';
import { createServerApi } from '@storefront/platform/server-api';
import { readContentResponse, type ContentModel } from '../content/content-client';
import { FRAGMENT } from '../fragment';

/** Fetches one content model for a server render: a model, or undefined (reported) like the browser's content-client. */
export type ServerContentFetch = (contentPath: string, expectedContentType: string) => Promise<ContentModel | undefined>;

/**
 * The content calls of one server render, with the headers the browser sends. Each waits no longer than a first
 * view's render may take (FIRST_VIEW_RENDER_LIMIT_MS; one later than the shell's request waits is kept for the next).
 */
export function serverContentFetch(config: StorefrontConfig): ServerContentFetch {
  const get = createServerApi({ config, caller: FRAGMENT, timeoutMs: FIRST_VIEW_RENDER_LIMIT_MS });
  return async (contentPath, expectedContentType) => {
    try {
      return readContentResponse(await get('content', contentPath), contentPath, expectedContentType);
    } catch (error) {
      reportError(error, { fragment: FRAGMENT, contentPath, expectedContentType, render: 'server' });
      return undefined;
    }
  };
}
