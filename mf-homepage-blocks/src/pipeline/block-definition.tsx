import type { ComponentType, ReactElement, ReactNode } from 'react';
import { describeSchemaIssues, v } from '@storefront/platform';
import type { components } from '@storefront/contracts';
import type { BlockContentType } from '../content/content-types';
import { modelLimitProblem } from './model-limits';

/** What every block component receives: its validated model and its content id. */
export interface BlockProps<Model> {
  model: Model;
  blockId: string;
}

/** The model the content service's contract allows for a content type (`PromoBar` -> `PromoBarModel`). */
export type ContractModel<ContentType extends BlockContentType> = components['schemas'][`${ContentType}Model`];

/**
 * A block's schema may be more lenient than the content contract, never stricter: every model the OpenAPI
 * document allows must pass it. A schema that refuses one fails the type check of its block file.
 */
type AcceptsTheContract<Schema extends v.GenericSchema, ContentType extends BlockContentType> =
  ContractModel<ContentType> extends v.InferInput<Schema> ? unknown : { contractError: `the schema of ${ContentType} refuses models its contract allows` };

export interface BlockDefinition<ContentType extends BlockContentType, Schema extends v.GenericSchema> {
  contentType: ContentType;
  /** Validates the content model before anything renders; a model that fails renders nothing. */
  schema: Schema & AcceptsTheContract<Schema, ContentType>;
  Component: ComponentType<BlockProps<v.InferOutput<Schema>>>;
  /** Replaces the empty placeholder when the block throws while rendering (spec section 8). */
  errorFallback?: ReactNode;
  /**
   * `mount` (default): the block is complete when it has rendered. `ready`: it loads more data first and tells the
   * page with useBlockSettled() when it shows content or nothing, so the blocks below it wait and never move.
   */
  settles?: 'mount' | 'ready';
}

export type PreparedBlock = { valid: true; element: ReactElement } | { valid: false; problems: string };

/** A block as the registry holds it: the model type is checked inside, so blocks of any model fit one list. */
export interface RegisteredBlock {
  contentType: BlockContentType;
  errorFallback?: ReactNode;
  settles: 'mount' | 'ready';
  prepare(model: unknown, blockId: string): PreparedBlock;
}

export function defineBlock<ContentType extends BlockContentType, Schema extends v.GenericSchema>({
  contentType,
  schema,
  Component,
  errorFallback,
  settles = 'mount',
}: BlockDefinition<ContentType, Schema>): RegisteredBlock {
  return {
    contentType,
    errorFallback,
    settles,
    prepare(model, blockId) {
      const tooLarge = modelLimitProblem(model);
      if (tooLarge) return { valid: false, problems: tooLarge };
      const result = v.safeParse(schema, model);
      if (!result.success) return { valid: false, problems: describeSchemaIssues(result.issues, '(model)') };
      return { valid: true, element: <Component model={result.output} blockId={blockId} /> };
    },
  };
}
