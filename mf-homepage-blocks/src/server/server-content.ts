import { FIRST_VIEW_TIMEOUT_MS } from '@storefront/contracts';
import { reportError, STOREFRONT_CALLER } from '@storefront/platform';
import { readContentResponse, type ContentModel } from '../content/content-client';
import { FRAGMENT } from '../fragment';

/** Fetches one content model for a server render: a model, or undefined (reported) like the browser's content-client. */
export type ServerContentFetch = (contentPath: string, expectedContentType: string) => Promise<ContentModel | undefined>;

/**
 * The content calls of one server render, with the headers the browser sends (x-caller, one x-correlation-id for the
 * render). Each waits no longer than the shell's server waits for the whole first view.
 */
export function serverContentFetch(contentApi: string): ServerContentFetch {
  const correlationId = crypto.randomUUID();
  const base = contentApi.replace(/\/+$/, '');
  return async (contentPath, expectedContentType) => {
    const context = { fragment: FRAGMENT, contentPath, expectedContentType, render: 'server' };
    try {
      const response = await fetch(`${base}${contentPath}`, {
        headers: { Accept: 'application/json', 'x-caller': `${STOREFRONT_CALLER}/${FRAGMENT}`, 'x-correlation-id': correlationId },
        redirect: 'manual',
        signal: AbortSignal.timeout(FIRST_VIEW_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Content ${contentPath} answered HTTP ${response.status}`);
      return readContentResponse(await response.json(), contentPath, expectedContentType);
    } catch (error) {
      reportError(error, context);
      return undefined;
    }
  };
}
