import { ResponsiveImage } from '@storefront/ui';
import { BannerLink } from '../BannerLink';
import { SPECIAL_OFFERS_TEXTS } from './special-offers-texts';
import type { SpecialOfferTile } from './special-offer-tiles';
import '../banner-picture.css';

export const SPECIAL_OFFER_TRACKING_NAME = 'special_offer';

export interface SpecialOfferTileViewProps {
  tile: SpecialOfferTile;
  blockId: string;
  image: { width: number; height: number; widths: readonly number[]; sizes: string };
}

/**
 * One offer: its picture, linked to the offer and named by its alt text, without one by its place ("Angebot 3");
 * impression after 500 ms in view, CLICK when followed.
 */
export function SpecialOfferTileView({ tile, blockId, image }: SpecialOfferTileViewProps) {
  return (
    <BannerLink
      className="hp-special-offers__tile hp-banner-picture"
      target={{ name: SPECIAL_OFFER_TRACKING_NAME, id: `${blockId}-${tile.position}` }}
      href={tile.href}
      labelProps={tile.alt ? undefined : { 'aria-label': SPECIAL_OFFERS_TEXTS.tileLink(tile.position) }}
    >
      <ResponsiveImage src={tile.image} alt={tile.alt} width={image.width} height={image.height} widths={image.widths} sizes={image.sizes} />
    </BannerLink>
  );
}
