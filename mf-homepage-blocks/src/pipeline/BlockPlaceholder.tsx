import type { CSSProperties } from 'react';
import type { BlockPlacement } from './lazy-block';

/** The place a block keeps while its code or data loads: its reserved height for the device (CSS media queries). */
export function BlockPlaceholder({ placement }: { placement: BlockPlacement }) {
  const { mobile, tablet, desktop } = placement.reserve;
  const style = { '--hp-reserve-mobile': `${mobile}px`, '--hp-reserve-tablet': `${tablet}px`, '--hp-reserve-desktop': `${desktop}px` } as CSSProperties;
  return <div className="hp-block-placeholder" style={style} aria-hidden="true" data-block-placeholder="" />;
}
