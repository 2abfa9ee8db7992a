import { ResponsiveImage } from '@storefront/ui';
import { BannerLink } from '../BannerLink';
import { HERO_BANNER_TEXTS } from '../hero-banner/hero-banner-texts';
import type { SpecialOfferTile } from './special-offer-tiles';
import '../banner-picture.css';

export const SPECIAL_OFFER_TRACKING_NAME = 'special_offer';

export interface SpecialOfferTileViewProps {
  tile: SpecialOfferTile;
  blockId: string;
  image: { width: number; height: number; widths: readonly number[]; sizes: string };
}

/**
 * One offer: its picture, linked to the offer and named by its alt text, without one by its place ("Aktion 3", as the
 * hero's slides); impression after 500 ms in view, CLICK when followed.
 */
export function SpecialOfferTileView({ tile, blockId, image }: SpecialOfferTileViewProps) {
  return (
    <BannerLink
      className="hp-special-offers__tile hp-banner-picture"
      target={{ name: SPECIAL_OFFER_TRACKING_NAME, id: `${blockId}-${tile.position}` }}
      href={tile.href}
      labelProps={tile.alt ? undefined : { 'aria-label': HERO_BANNER_TEXTS.slideLink(tile.position) }}
    >
      <ResponsiveImage src={tile.image} alt={tile.alt} width={image.width} height={image.height} widths={image.widths} sizes={image.sizes} />
    </BannerLink>
  );
}
