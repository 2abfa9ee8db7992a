import type { BlockReference } from '../content/page-layout';
import { fakeBackend, jsonResponse, type Answer, type SeenRequest } from './fake-backend';

export type BlockAnswer = Record<string, unknown> | { status: number } | (() => Answer);

function isStatus(answer: BlockAnswer): answer is { status: number } {
  return typeof answer === 'object' && Object.keys(answer).length === 1 && typeof (answer as { status?: unknown }).status === 'number';
}

/** A model as the content service stores it: fields plus metadata. */
export function contentModel(contentType: string, id: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { metadata: { contentType, id }, ...fields };
}

/**
 * The content service: the homepage layout of the given references (or an HTTP status) and a model per block id
 * (`{ status }` answers that HTTP status; a function answers whatever it returns). Other paths fall to `other`.
 */
export function contentBackend(
  layout: BlockReference[] | { status: number },
  blocks: Record<string, BlockAnswer>,
  other: (request: SeenRequest) => Answer | undefined = () => undefined,
): SeenRequest[] {
  return fakeBackend((request) => {
    const path = request.url.pathname;
    if (path === '/content/pages/homepage') {
      if (!Array.isArray(layout)) return jsonResponse({ message: 'Fehler' }, layout.status);
      return jsonResponse({ model: { metadata: { contentType: 'PageLayout', id: 'homepage' }, blocks: layout } });
    }
    const blockId = /^\/content\/blocks\/(.+)$/.exec(path)?.[1];
    if (blockId !== undefined) {
      const answer = blocks[decodeURIComponent(blockId)];
      if (answer === undefined) return jsonResponse({ message: 'not found' }, 404);
      if (typeof answer === 'function') return answer();
      if (isStatus(answer)) return jsonResponse({ message: 'Fehler' }, answer.status);
      return jsonResponse({ model: answer });
    }
    return other(request);
  });
}
