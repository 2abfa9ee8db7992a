/** The content service answered a model of another content type than the block expected (spec section 7). */
export class ContentTypeMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly received: unknown,
    readonly path: string,
  ) {
    super(`Content type mismatch for ${path}: expected ${expected}, received ${String(received)}`);
    this.name = 'ContentTypeMismatchError';
  }
}

/** The content service answered something without `model.metadata.contentType`. */
export class MalformedContentError extends Error {
  constructor(readonly path: string) {
    super(`Content response of ${path} has no model with metadata.contentType`);
    this.name = 'MalformedContentError';
  }
}
