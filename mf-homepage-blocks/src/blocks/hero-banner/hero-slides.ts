import { safeHref } from '@storefront/platform';
import type { Device } from '@storefront/ui';
import { contentImageUrl } from '../content-image-url';
import type { HeroBannerSlideModel } from './hero-banner-model';

/** Phones show the mobile images; tablets and desktops the desktop images (spec section 5). */
export type HeroImageSet = 'mobile' | 'desktop';

export function heroImageSetOf(device: Device): HeroImageSet {
  return device === 'mobile' ? 'mobile' : 'desktop';
}

/** A slide as one device shows it. */
export interface HeroSlide {
  /** 1-based place among all slides of the content, the same on every device (tracking ids). */
  position: number;
  image: string;
  alt: string;
  /** The safe link, if the slide has one. */
  href: string | undefined;
}

const nonBlank = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * The slides that have an image for the device's image set, in content order. The alt text is the one of that
 * image, else the other image's (the same slide, the same message), else empty.
 */
export function heroSlidesFor(slides: readonly HeroBannerSlideModel[], imageSet: HeroImageSet): HeroSlide[] {
  return slides.flatMap((slide, index) => {
    const image = contentImageUrl(imageSet === 'mobile' ? slide.mobileImage : slide.desktopImage);
    if (!image) return [];
    const [ownAlt, otherAlt] =
      imageSet === 'mobile' ? [slide.mobileImageAltText, slide.desktopImageAltText] : [slide.desktopImageAltText, slide.mobileImageAltText];
    return [{ position: index + 1, image, alt: nonBlank(ownAlt) || nonBlank(otherAlt), href: safeHref(slide.targetLink) }];
  });
}

/** The first slide of each image set, where there is one: what a render for any width shows (CSS picks by width). */
export function responsiveFirstSlides(slides: readonly HeroBannerSlideModel[]): Partial<Record<HeroImageSet, HeroSlide>> {
  const [mobile] = heroSlidesFor(slides, 'mobile');
  const [desktop] = heroSlidesFor(slides, 'desktop');
  return { ...(mobile ? { mobile } : {}), ...(desktop ? { desktop } : {}) };
}

/** Spec section 5: a carousel only with at least 2 slides for the device; one slide is a static banner. */
export const MIN_CAROUSEL_SLIDES = 2;
