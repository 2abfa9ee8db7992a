import type { CSSProperties, Ref } from 'react';
import { SCRIPT_PLACEHOLDER_ATTRIBUTE } from '@storefront/contracts';
import type { PerDevice } from '@storefront/ui';
import type { BlockPlacement } from './lazy-block';
import { TilePlaceholders } from './TilePlaceholders';

/** Heights per device as the CSS variables the page's styles pick from by media query (content-page.css). */
export function reserveStyle({ mobile, tablet, desktop }: PerDevice<number>): CSSProperties {
  return { '--hp-reserve-mobile': `${mobile}px`, '--hp-reserve-tablet': `${tablet}px`, '--hp-reserve-desktop': `${desktop}px` } as CSSProperties;
}

/**
 * The place a block keeps while its code or data loads: its reserved height for the device (CSS media queries), one
 * grey area or the block's placeholder tiles. Without JavaScript it never fills: marked so the page ends without it.
 */
export function BlockPlaceholder({ placement: { reserve, tiles }, ref }: { placement: BlockPlacement; ref?: Ref<HTMLDivElement> }) {
  const placeholder = { [SCRIPT_PLACEHOLDER_ATTRIBUTE]: '' };
  return (
    <div
      ref={ref}
      className={tiles ? 'hp-block-placeholder hp-block-placeholder--tiles' : 'hp-block-placeholder'}
      style={reserveStyle(reserve)}
      aria-hidden="true"
      data-block-placeholder=""
      {...placeholder}
    >
      {tiles && <TilePlaceholders tiles={tiles} />}
    </div>
  );
}
