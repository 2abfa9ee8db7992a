import type { BlockReference } from '../content/page-layout';

/** A block model that does not match its block's schema; the block renders nothing. */
export class InvalidBlockModelError extends Error {
  constructor(
    readonly reference: BlockReference,
    readonly problems: string,
  ) {
    super(`Content model of ${reference.contentType} block ${reference.id} is invalid:\n${problems}`);
    this.name = 'InvalidBlockModelError';
  }
}
