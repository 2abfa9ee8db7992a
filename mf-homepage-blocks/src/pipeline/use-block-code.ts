import { useEffect, useState } from 'react';
import { reportError } from '@storefront/platform';
import type { BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';
import { lazyBlockFor } from './block-registry';
import type { CodeState } from './use-content-page';
import { warnUnregisteredBlock } from './unregistered-block';

/** The code of one block's content type, loaded on mount; undefined for a content type without a block (warned). */
export function useBlockCode(reference: BlockReference): CodeState | undefined {
  const lazy = lazyBlockFor(reference.contentType);
  const [state, setState] = useState<CodeState | undefined>(lazy ? { status: 'loading' } : undefined);
  useEffect(() => {
    if (!lazy) {
      warnUnregisteredBlock(reference);
      return undefined;
    }
    let active = true;
    lazy.load().then(
      (block) => active && setState({ status: 'loaded', block }),
      (error: unknown) => {
        reportError(error, { fragment: FRAGMENT, block: reference.contentType, consequence: 'block renders nothing' });
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [lazy, reference.id, reference.contentType]); // eslint-disable-line react-hooks/exhaustive-deps -- id and type stand for the reference
  return state;
}
