import { safeHref } from '@storefront/platform';
import { contentImageUrl } from '../content-image-url';
import type { SpecialOfferItemModel, SpecialOffersRowModel } from './special-offers-model';

/** An offer as a tile: a picture, linked when its link is safe. */
export interface SpecialOfferTile {
  /** 1-based place among the block's tiles (tracking ids). */
  position: number;
  image: string;
  alt: string;
  href: string | undefined;
}

export type RowType = SpecialOffersRowModel['rowType'];

export interface SpecialOffersRow {
  rowType: RowType;
  tiles: SpecialOfferTile[];
}

/** Tiles per row type (spec section 3). */
export const TILES_PER_ROW: Record<RowType, number> = { double: 2, triple: 3 };

function tilesOf(items: readonly SpecialOfferItemModel[], firstPosition: number): SpecialOfferTile[] {
  return items
    .flatMap((item) => {
      const image = contentImageUrl(item.defaultImage);
      return image ? [{ image, alt: item.altText?.trim() ?? '', href: safeHref(item.urlLink) }] : [];
    })
    .map((tile, index) => ({ ...tile, position: firstPosition + index }));
}

/** The carousel's tiles: the items with a picture, in content order. */
export function carouselTiles(items: readonly SpecialOfferItemModel[] | null | undefined): SpecialOfferTile[] {
  return tilesOf(items ?? [], 1);
}

/**
 * The grid's rows: each with the first two (double) or three (triple) items that have a picture; rows left
 * without a tile are left out. Tiles are numbered across the rows.
 */
export function gridRows(rows: readonly SpecialOffersRowModel[] | null | undefined): SpecialOffersRow[] {
  let next = 1;
  return (rows ?? []).flatMap((row) => {
    const tiles = tilesOf(row.rowItems ?? [], next).slice(0, TILES_PER_ROW[row.rowType]);
    next += tiles.length;
    return tiles.length > 0 ? [{ rowType: row.rowType, tiles }] : [];
  });
}
