import { createContext, useContext, useMemo } from 'react';

/** How a block ended up: with content, or rendering nothing. */
export type BlockOutcome = 'shown' | 'empty';

export const BlockSettledContext = createContext<(outcome: BlockOutcome) => void>(() => undefined);

export interface BlockSettled {
  /** The block shows its content; blocks below it may appear. */
  ready(): void;
  /** The block renders nothing (too few products, no usable data); blocks below it may appear. */
  empty(): void;
}

/** For blocks defined with `settles: 'ready'`: tell the page once the block's data has decided what it shows. */
export function useBlockSettled(): BlockSettled {
  const settle = useContext(BlockSettledContext);
  return useMemo(() => ({ ready: () => settle('shown'), empty: () => settle('empty') }), [settle]);
}
