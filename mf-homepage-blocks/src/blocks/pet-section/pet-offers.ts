import { safeHref } from '@storefront/platform';
import type { Device } from '@storefront/ui';
import { contentImageUrl } from '../content-image-url';
import type { PetSectionOfferModel } from './pet-section-model';

/** Phones show the mobile offer carousel, tablets and desktops the desktop one (spec section 2). */
export type OfferImageSet = 'mobile' | 'desktop';

export function offerImageSetOf(device: Device): OfferImageSet {
  return device === 'mobile' ? 'mobile' : 'desktop';
}

/** Spec section 5: an offer carousel only with at least 3 offers that have a picture for its device. */
export const MIN_PET_OFFERS = 3;

export interface PetOffer {
  /** 1-based place among all offers of the content, the same on every device (tracking ids). */
  position: number;
  title: string;
  image: string;
  /** Empty when the title, next to the picture in the same link, says the same. */
  alt: string;
  href: string | undefined;
}

const normalised = (text: string) => text.trim().toLocaleLowerCase('de-DE');

/** The offers with a picture for the image set, in content order; none when fewer than MIN_PET_OFFERS have one. */
export function petOffersFor(offers: readonly PetSectionOfferModel[], imageSet: OfferImageSet): PetOffer[] {
  const withPicture = offers.flatMap((offer, index) => {
    const image = contentImageUrl(imageSet === 'mobile' ? offer.mobileImage : offer.desktopImage);
    if (!image) return [];
    const title = offer.title?.trim() ?? '';
    const alt = (imageSet === 'mobile' ? offer.mobileImageAltText : offer.desktopImageAltText)?.trim() ?? '';
    return [{ position: index + 1, title, image, alt: title && normalised(alt) === normalised(title) ? '' : alt, href: safeHref(offer.targetLink) }];
  });
  return withPicture.length >= MIN_PET_OFFERS ? withPicture : [];
}
