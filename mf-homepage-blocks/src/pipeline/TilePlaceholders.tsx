import type { CSSProperties } from 'react';
import type { PlaceholderTiles } from './lazy-block';

/**
 * Square placeholders of a block whose content is a carousel of square tiles: in one row as its slides will be, those
 * that do not fit scrolled out of view.
 */
export function TilePlaceholders({ tiles: { count, sizePx, gapPx } }: { tiles: PlaceholderTiles }) {
  const style = { '--hp-tile-size': `${sizePx}px`, '--hp-tile-gap': `${gapPx}px` } as CSSProperties;
  return (
    <div className="hp-tile-placeholders" style={style} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="hp-tile-placeholder" />
      ))}
    </div>
  );
}
