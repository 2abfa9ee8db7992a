import type { BlockReference } from '../content/page-layout';

/** A block model that does not match its block's schema; the block renders nothing. */
export class InvalidBlockModelError extends Error {
  // Assigned in the constructor: a parameter property would bring a class-field helper into the bundle.
  declare readonly reference: BlockReference;
  declare readonly problems: string;

  constructor(reference: BlockReference, problems: string) {
    super(`Content model of ${reference.contentType} block ${reference.id} is invalid:\n${problems}`);
    this.reference = reference;
    this.problems = problems;
    this.name = 'InvalidBlockModelError';
  }
}
