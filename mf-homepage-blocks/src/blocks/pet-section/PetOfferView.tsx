import { ResponsiveImage } from '@storefront/ui';
import { BannerLink } from '../BannerLink';
import type { OfferImageSet, PetOffer } from './pet-offers';
import { OFFER_IMAGES } from './pet-section-images';

export const PET_OFFER_TRACKING_NAME = 'pet_section_offer';

/** One offer: its picture and title, linked; impression after 500 ms in view, CLICK when followed. */
export function PetOfferView({ offer, imageSet, blockId }: { offer: PetOffer; imageSet: OfferImageSet; blockId: string }) {
  const image = OFFER_IMAGES[imageSet];
  return (
    <BannerLink className="hp-pet-section__offer" target={{ name: PET_OFFER_TRACKING_NAME, id: `${blockId}-${offer.position}` }} href={offer.href}>
      <ResponsiveImage
        className="hp-banner-picture"
        src={offer.image}
        alt={offer.alt}
        width={image.width}
        height={image.height}
        widths={image.widths}
        sizes={image.sizes}
      />
      {offer.title && <span className="hp-pet-section__offer-title">{offer.title}</span>}
    </BannerLink>
  );
}
