import { useId } from 'react';
import { safeHref } from '@storefront/platform';
import { Carousel } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { BannerLink } from '../BannerLink';
import { hasDevicePicture } from '../device-picture';
import { DevicePictureImage } from '../DevicePictureImage';
import { DEVICE_BY_WIDTH, useViewport } from '../use-viewport';
import { offerImageSetOf, petOffersFor } from './pet-offers';
import type { PetSectionModel } from './pet-section-model';
import { HEADER_FORMATS, HEADER_SIZES, PET_OFFER_BREAKPOINTS } from './pet-section-images';
import { PET_SECTION_TEXTS } from './pet-section-texts';
import { PetOfferView } from './PetOfferView';
import '../banner-picture.css';
import '../block-carousel.css';
import './pet-section.css';

export const PET_SECTION_TRACKING_NAME = 'pet_section';

function OfferCarousel({ model, blockId, headline }: BlockProps<PetSectionModel> & { headline: string }) {
  const device = useViewport(DEVICE_BY_WIDTH);
  if (!device) return null;
  const imageSet = offerImageSetOf(device);
  const offers = petOffersFor(model.offers ?? [], imageSet);
  return (
    <Carousel
      // The mobile and the desktop carousel are two carousels with their own offers.
      key={imageSet}
      id={blockId}
      label={PET_SECTION_TEXTS.offersLabel(headline)}
      className={`hp-pet-section__offers hp-pet-section__offers--${imageSet}`}
      slides={offers.map((offer) => ({ key: String(offer.position), content: <PetOfferView offer={offer} imageSet={imageSet} blockId={blockId} /> }))}
      slidesPerView={1}
      slidesPerGroup={1}
      breakpoints={PET_OFFER_BREAKPOINTS}
    />
  );
}

/**
 * A pet section (spec sections 2, 3, 5, 9): the headline, a header picture per device linking to the pet's shop,
 * and on phones the mobile, elsewhere the desktop offer carousel, each only with at least 3 offers that have a
 * picture for it (1 offer per view, 3 from 768 px).
 */
export function PetSection({ model, blockId }: BlockProps<PetSectionModel>) {
  const headingId = useId();
  const headline = model.headline?.trim() ?? '';
  const alt = model.headerImageAltText;
  const pictures = {
    desktop: { src: model.desktopHeaderImage, alt },
    tablet: { src: model.tabletHeaderImage, alt },
    mobile: { src: model.mobileHeaderImage, alt },
  };
  if (!headline && !hasDevicePicture(pictures) && (model.offers ?? []).length === 0) return null;
  return (
    <section className="hp-pet-section" aria-labelledby={headline ? headingId : undefined} data-pet-type={model.petType ?? undefined}>
      {headline && (
        <h2 id={headingId} className="hp-block-headline hp-pet-section__headline">
          {headline}
        </h2>
      )}
      <BannerLink
        className="hp-pet-section__header hp-banner-picture"
        target={{ name: PET_SECTION_TRACKING_NAME, id: blockId }}
        href={safeHref(model.targetLink)}
      >
        <DevicePictureImage pictures={pictures} formats={HEADER_FORMATS} sizes={HEADER_SIZES} />
      </BannerLink>
      <OfferCarousel model={model} blockId={blockId} headline={headline} />
    </section>
  );
}
