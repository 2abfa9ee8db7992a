import { useEffect, useState } from 'react';
import { reportError } from '@storefront/platform';
import type { BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';
import { lazyBlockFor } from './block-registry';
import type { CodeState } from './use-content-page';
import { warnUnregisteredBlock } from './unregistered-block';

const LOADING: CodeState = { status: 'loading' };

/**
 * The code of one block's content type, loaded on mount and again when the content type changes (a ContentBlock of
 * another fragment may be given another reference); undefined for a content type without a block (warned).
 */
export function useBlockCode(reference: BlockReference): CodeState | undefined {
  const { contentType } = reference;
  const lazy = lazyBlockFor(contentType);
  // Kept with the content type it is of: an answer for the type before never stands for the current one.
  const [answer, setAnswer] = useState<{ contentType: string; code: CodeState }>();
  useEffect(() => {
    if (!lazy) {
      warnUnregisteredBlock(reference);
      return undefined;
    }
    let active = true;
    lazy.load().then(
      (block) => active && setAnswer({ contentType, code: { status: 'loaded', block } }),
      (error: unknown) => {
        reportError(error, { fragment: FRAGMENT, block: contentType, consequence: 'block renders nothing' });
        if (active) setAnswer({ contentType, code: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [lazy, reference.id, contentType]); // eslint-disable-line react-hooks/exhaustive-deps -- id and type stand for the reference
  if (!lazy) return undefined;
  return answer?.contentType === contentType ? answer.code : LOADING;
}
