import type { CSSProperties, Ref } from 'react';
import { SCRIPT_PLACEHOLDER_ATTRIBUTE } from '@storefront/contracts';
import type { PerDevice } from '@storefront/ui';
import type { BlockPlacement } from './lazy-block';

/** Heights per device as the CSS variables the page's styles pick from by media query (content-page.css). */
export function reserveStyle({ mobile, tablet, desktop }: PerDevice<number>): CSSProperties {
  return { '--hp-reserve-mobile': `${mobile}px`, '--hp-reserve-tablet': `${tablet}px`, '--hp-reserve-desktop': `${desktop}px` } as CSSProperties;
}

/** The place a block keeps while its code or data loads: its reserved height for the device (CSS media queries). */
export function BlockPlaceholder({ placement, ref }: { placement: BlockPlacement; ref?: Ref<HTMLDivElement> }) {
  const placeholder = { [SCRIPT_PLACEHOLDER_ATTRIBUTE]: '' };
  return <div ref={ref} className="hp-block-placeholder" style={reserveStyle(placement.reserve)} aria-hidden="true" data-block-placeholder="" {...placeholder} />;
}
