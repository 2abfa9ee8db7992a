import { useEffect, useState } from 'react';
import { fetchBlockModel, fetchHomepageLayout, type BlockReference } from '../content/page-layout';
import { isRegisteredContentType } from './block-registry';
import { warnUnregisteredBlock } from './unregistered-block';

/** A block of the layout with its model once it has arrived; failed or unregistered blocks are left out. */
export interface HomepageBlockSlot {
  reference: BlockReference;
  model: Record<string, unknown> | undefined;
}

type ModelState = { status: 'loading' } | { status: 'loaded'; model: Record<string, unknown> } | { status: 'failed' };

/**
 * The layout call decides the order; the models of registered blocks are fetched in parallel and each slot
 * fills as its model arrives. Blocks of unregistered content types are not fetched (warning logged).
 */
export function useHomepageBlocks(): HomepageBlockSlot[] {
  const [layout, setLayout] = useState<BlockReference[]>([]);
  const [models, setModels] = useState<ReadonlyMap<string, ModelState>>(new Map());
  useEffect(() => {
    let active = true;
    const setModel = (id: string, state: ModelState) => {
      if (active) setModels((previous) => new Map(previous).set(id, state));
    };
    void fetchHomepageLayout().then((references) => {
      if (!active || !references) return;
      const renderable = references.filter((reference) => {
        if (isRegisteredContentType(reference.contentType)) return true;
        warnUnregisteredBlock(reference);
        return false;
      });
      setLayout(renderable);
      const requested = new Set<string>();
      for (const reference of renderable) {
        if (requested.has(reference.id)) continue;
        requested.add(reference.id);
        setModel(reference.id, { status: 'loading' });
        void fetchBlockModel(reference).then((model) => setModel(reference.id, model ? { status: 'loaded', model } : { status: 'failed' }));
      }
    });
    return () => {
      active = false;
    };
  }, []);
  return layout.flatMap((reference) => {
    const state = models.get(reference.id);
    if (state?.status === 'failed') return [];
    return [{ reference, model: state?.status === 'loaded' ? state.model : undefined }];
  });
}
