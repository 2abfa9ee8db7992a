import { fakeBackend, httpError, raw, type FakeBackend, type ReplyFor } from '@storefront/test-support';

const PAGE = 'GET /content/pages/{pageId}';
const BLOCK = 'GET /content/blocks/{blockId}';

/** How the content service answers one block request. */
export type BlockReply = ReplyFor<typeof BLOCK>;

/** A block as the content service has it: a model as stored, or the reply the test chose (held, broken, an HTTP error). */
export type BlockAnswer = Record<string, unknown> | (() => BlockReply | Promise<BlockReply>);

/** A model as the content service stores it: fields plus metadata. */
export function contentModel(contentType: string, id: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { metadata: { contentType, id }, ...fields };
}

/** The content service's answer with one block model. Fixtures are partial or broken on purpose, so it is sent unchecked. */
export function blockReply(model: Record<string, unknown>): BlockReply {
  return raw({ model });
}

/**
 * The content service on the shared fake backend: the homepage layout of the given references (or the reply given
 * instead) and each block by its id; an unknown page or block is answered 404.
 */
export function contentBackend(layout: unknown[] | ReplyFor<typeof PAGE>, blocks: Record<string, BlockAnswer>): FakeBackend {
  return fakeBackend()
    .on(PAGE, ({ params }) => {
      if (params.pageId !== 'homepage') return httpError(404);
      if (!Array.isArray(layout)) return layout;
      return raw({ model: { metadata: { contentType: 'PageLayout', id: 'homepage' }, blocks: layout } });
    })
    .on(BLOCK, ({ params }) => {
      const answer = blocks[params.blockId];
      if (answer === undefined) return httpError(404);
      return typeof answer === 'function' ? answer() : blockReply(answer);
    });
}
