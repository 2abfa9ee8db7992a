import type { ComponentType, ReactElement, ReactNode } from 'react';
import * as v from 'valibot';
import { describeSchemaIssues } from '@storefront/platform';
import type { BlockContentType } from '../content/content-types';

/** What every block component receives: its validated model and its content id. */
export interface BlockProps<Model> {
  model: Model;
  blockId: string;
}

export interface BlockDefinition<Model> {
  contentType: BlockContentType;
  /** Validates the content model before anything renders; a model that fails renders nothing. */
  schema: v.GenericSchema<unknown, Model>;
  Component: ComponentType<BlockProps<Model>>;
  /** Replaces the empty placeholder when the block throws while rendering (spec section 8). */
  errorFallback?: ReactNode;
}

export type PreparedBlock = { valid: true; element: ReactElement } | { valid: false; problems: string };

/** A block as the registry holds it: the model type is checked inside, so blocks of any model fit one list. */
export interface RegisteredBlock {
  contentType: BlockContentType;
  errorFallback?: ReactNode;
  prepare(model: unknown, blockId: string): PreparedBlock;
}

export function defineBlock<Model>({ contentType, schema, Component, errorFallback }: BlockDefinition<Model>): RegisteredBlock {
  return {
    contentType,
    errorFallback,
    prepare(model, blockId) {
      const result = v.safeParse(schema, model);
      if (!result.success) return { valid: false, problems: describeSchemaIssues(result.issues, '(model)') };
      return { valid: true, element: <Component model={result.output} blockId={blockId} /> };
    },
  };
}
