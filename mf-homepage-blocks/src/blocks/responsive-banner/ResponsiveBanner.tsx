import { safeHref } from '@storefront/platform';
import type { Device } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { BannerLink } from '../BannerLink';
import { hasDevicePicture, type PictureFormat } from '../device-picture';
import { DevicePictureImage } from '../DevicePictureImage';
import type { ResponsiveBannerModel } from './responsive-banner-model';
import { RESPONSIVE_BANNER_TEXTS } from './responsive-banner-texts';
import '../banner-picture.css';

export const RESPONSIVE_BANNER_TRACKING_NAME = 'responsive_banner';

/** Picture formats: 1400x250 from tablets up, 750x300 on phones; the banner spans the page (at most 1600 px). */
const WIDE: PictureFormat = { width: 1400, height: 250, widths: [544, 768, 1024, 1400, 2000] };
const FORMATS: Record<Device, PictureFormat> = { desktop: WIDE, tablet: WIDE, mobile: { width: 750, height: 300, widths: [375, 543, 750, 1086] } };
const SIZES = '(min-width: 1600px) 1600px, 100vw';

/** Spec section 5: the picture is a link only when ctaUrl is not empty after trimming (and safe). */
export function responsiveBannerHref(ctaUrl: string | null | undefined): string | undefined {
  const trimmed = ctaUrl?.trim();
  return trimmed ? safeHref(trimmed) : undefined;
}

/** The link's name: ctaAreaLabel (spec); without it the picture's alt text names it, without that a German name. */
function linkLabel(ctaAreaLabel: string | undefined, alt: string | undefined): { 'aria-label': string } | undefined {
  if (ctaAreaLabel) return { 'aria-label': ctaAreaLabel };
  return alt ? undefined : { 'aria-label': RESPONSIVE_BANNER_TEXTS.link };
}

/**
 * The responsive banner (spec sections 3, 5): the mobile picture on phones, the desktop picture from tablets up
 * (one alt text for both), linked to ctaUrl with ctaAreaLabel as the link's name. Impression after 500 ms in view,
 * CLICK on the link.
 */
export function ResponsiveBanner({ model, blockId }: BlockProps<ResponsiveBannerModel>) {
  const alt = model.desktopImageAltText;
  // The desktop picture from tablets up: the tablet's source, which desktops take too.
  const pictures = { desktop: { src: undefined, alt }, tablet: { src: model.desktopImage, alt }, mobile: { src: model.mobileImage, alt } };
  if (!hasDevicePicture(pictures)) return null;
  return (
    <BannerLink
      className="hp-responsive-banner hp-banner-picture"
      target={{ name: RESPONSIVE_BANNER_TRACKING_NAME, id: model.identifier?.trim() || blockId }}
      href={responsiveBannerHref(model.ctaUrl)}
      // Spec: the link's accessible name is ctaAreaLabel (the link shows a picture, no text to contain).
      labelProps={linkLabel(model.ctaAreaLabel?.trim(), alt?.trim())}
    >
      <DevicePictureImage pictures={pictures} formats={FORMATS} sizes={SIZES} />
    </BannerLink>
  );
}
