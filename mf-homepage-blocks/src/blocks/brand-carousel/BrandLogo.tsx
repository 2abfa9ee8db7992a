import { safeHref } from '@storefront/platform';
import { ResponsiveImage } from '@storefront/ui';
import { BannerLink } from '../BannerLink';
import type { BrandSlideModel } from './brand-carousel-model';
import { BRAND_CAROUSEL_TEXTS, BRAND_LOGO_TARGET } from './brand-carousel-texts';

/**
 * Spec section 9: logos 119x83, the big variant 155x108 from the desktop width up (where 8 or 9 logos share up to
 * 1408 px). The image keeps the big variant's proportions; CSS sets the box per width.
 */
const LOGO = { width: 155, height: 108 } as const;
const LOGO_WIDTHS = [119, 155, 238, 310] as const;
const LOGO_SIZES = '(min-width: 1200px) 155px, 119px';

export interface BrandLogoProps {
  slide: BrandSlideModel;
  /** The logo's place in the block, counted from 1; names it for tracking when it has no link. */
  position: number;
  blockId: string;
}

/** One brand logo, linking to the brand's shop page; its impression and clicks are tracked. */
export function BrandLogo({ slide, position, blockId }: BrandLogoProps) {
  const href = safeHref(slide.targetLink);
  return (
    <BannerLink className="hp-brands__logo" href={href} target={{ name: BRAND_LOGO_TARGET, id: href ?? `${blockId}-${position}` }}>
      <ResponsiveImage
        className="hp-brands__logo-image"
        src={slide.brandLogoImage}
        alt={slide.brandLogoImageAltText?.trim() || BRAND_CAROUSEL_TEXTS.logoFallbackAlt}
        width={LOGO.width}
        height={LOGO.height}
        widths={LOGO_WIDTHS}
        sizes={LOGO_SIZES}
      />
    </BannerLink>
  );
}
