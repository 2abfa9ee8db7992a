import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { ResponsiveImage, useImpression, withProtocol } from '@storefront/ui';
import { slideImageSizes } from '../carousel-scroll-counts';
import type { SocialMediaSlideModel } from './social-media-model';

/** Spec section 9: social media images are 300x250. */
const IMAGE = { width: 300, height: 250, widths: [300, 450, 600, 900] } as const;

export function SocialMediaSlide({ slide, scrollCounts }: { slide: SocialMediaSlideModel; scrollCounts: Readonly<Record<number, number>> }) {
  const impressionRef = useImpression({ name: 'social_media_image', id: slide.metadata.id }, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  return (
    <div className="hp-social-media__slide" ref={impressionRef}>
      <ResponsiveImage
        className="hp-social-media__image"
        // Spec section 3: protocol-less URLs from content get https: prefixed.
        src={withProtocol(slide.image.trim())}
        alt={slide.imageAltText ?? ''}
        width={IMAGE.width}
        height={IMAGE.height}
        widths={IMAGE.widths}
        sizes={slideImageSizes(scrollCounts)}
      />
    </div>
  );
}
