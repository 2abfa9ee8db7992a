import { getApiClient, reportError, withErrorReporting, v } from '@storefront/platform';
import { FRAGMENT } from '../fragment';
import { ContentTypeMismatchError, MalformedContentError } from './content-errors';
import { getPageCorrelationId } from './correlation-id';
import { isPreviewMode } from './preview-mode';

/** A content model: its fields plus `metadata.contentType` and `metadata.id`. */
export type ContentModel = Record<string, unknown> & { metadata: { contentType: string; id?: string } };

const contentEnvelopeSchema = v.object({
  model: v.looseObject({ metadata: v.looseObject({ contentType: v.string() }) }),
});

/**
 * Spec section 7, "Content fetch": GET with Accept JSON, the page's x-correlation-id and, in preview mode,
 * `preview=true`. A failed request is logged and reported with its HTTP status; a model of another content
 * type than expected is logged and reported. Both resolve to undefined, so the caller renders nothing.
 */
export async function fetchContentModel(path: string, expectedContentType: string): Promise<ContentModel | undefined> {
  const context = { fragment: FRAGMENT, contentPath: path, expectedContentType };
  const response = await withErrorReporting(
    'getContent',
    () =>
      getApiClient('content', FRAGMENT).get<unknown>(path, {
        headers: { Accept: 'application/json', 'x-correlation-id': getPageCorrelationId() },
        params: isPreviewMode() ? { preview: 'true' } : undefined,
      }),
    context,
  );
  if (!response) return undefined;
  return readContentResponse(response.data, path, expectedContentType);
}

/**
 * The model of a content answer, when it is one of the expected content type; otherwise the problem is logged and
 * reported once and the answer gives nothing.
 */
export function readContentResponse(data: unknown, path: string, expectedContentType: string): ContentModel | undefined {
  const context = { fragment: FRAGMENT, contentPath: path, expectedContentType };
  const envelope = v.safeParse(contentEnvelopeSchema, data);
  if (!envelope.success) {
    reportError(new MalformedContentError(path), context);
    return undefined;
  }
  const { model } = envelope.output;
  if (model.metadata.contentType !== expectedContentType) {
    reportError(new ContentTypeMismatchError(expectedContentType, model.metadata.contentType, path), context);
    return undefined;
  }
  return model as ContentModel;
}
