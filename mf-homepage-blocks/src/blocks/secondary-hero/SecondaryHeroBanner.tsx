import { useId } from 'react';
import { safeHref } from '@storefront/platform';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { useImpression, useTracking, type Device } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { hasDevicePicture, type PictureFormat } from '../device-picture';
import { DevicePictureImage } from '../DevicePictureImage';
import type { SecondaryHeroModel } from './secondary-hero-model';
import './secondary-hero.css';

export const SECONDARY_HERO_TRACKING_NAME = 'secondary_hero_banner';

/** The picture formats per device; the banner spans the page (at most 1600 px wide). */
const FORMATS: Record<Device, PictureFormat> = {
  desktop: { width: 1440, height: 360, widths: [1200, 1440, 1600, 2000] },
  tablet: { width: 1024, height: 384, widths: [544, 768, 1024, 1536, 2000] },
  mobile: { width: 750, height: 500, widths: [375, 543, 750, 1086] },
};
const SIZES = '(min-width: 1600px) 1600px, 100vw';

/**
 * The secondary hero banner (spec sections 2, 3): one <picture> with a source per device, the title and a call to
 * action whose link covers the whole banner. Impression after 500 ms in view, CLICK on the call to action.
 */
export function SecondaryHeroBanner({ model, blockId }: BlockProps<SecondaryHeroModel>) {
  const headingId = useId();
  const tracking = useTracking();
  const target = { name: SECONDARY_HERO_TRACKING_NAME, id: blockId };
  const observeImpression = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const title = model.title?.trim();
  const href = safeHref(model.targetLink);
  const ctaText = model.ctrText?.trim();
  const pictures = {
    desktop: { src: model.desktopImage, alt: model.desktopImageAltText },
    tablet: { src: model.tabletImage, alt: model.tabletImageAltText },
    mobile: { src: model.mobileImage, alt: model.mobileImageAltText },
  };
  if (!hasDevicePicture(pictures) && !title) return null;
  return (
    <section ref={observeImpression} className="hp-secondary-hero" aria-labelledby={title ? headingId : undefined}>
      <DevicePictureImage className="hp-secondary-hero__picture" pictures={pictures} formats={FORMATS} sizes={SIZES} />
      {(title || (href && ctaText)) && (
        <div className="hp-secondary-hero__content">
          {title && (
            <h2 id={headingId} className="hp-secondary-hero__title">
              {title}
            </h2>
          )}
          {href && ctaText && (
            <a className="hp-secondary-hero__cta" href={href} onClick={() => tracking.click(target)}>
              {ctaText}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
