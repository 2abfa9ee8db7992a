import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { safeHref } from '@storefront/platform';
import { ResponsiveImage, useImpression, useTracking } from '@storefront/ui';
import { SanitizedHtml } from '../../rich-text/SanitizedHtml';
import { linkLabelProps } from '../link-label';
import type { OwnBrandModel } from './own-brands-model';
import { BRAND_IMAGE_PX } from './own-brands-tiles';
import { OWN_BRAND_TARGET } from './own-brands-texts';

export interface OwnBrandCardProps {
  brand: OwnBrandModel;
  /** Names the card for tracking when the content gives it no id. */
  fallbackId: string;
}

/** One own brand: its picture, name, description (sanitised rich text) and a link to its products. */
export function OwnBrandCard({ brand, fallbackId }: OwnBrandCardProps) {
  const tracking = useTracking();
  const target = { name: OWN_BRAND_TARGET, id: brand.metadata?.id?.trim() || fallbackId };
  const observeImpression = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const href = safeHref(brand.ctaLink);
  const ctaText = brand.ctaText?.trim();
  return (
    <article ref={observeImpression} className="hp-own-brand">
      {/* The brand's name follows as the card's heading, so the picture adds nothing to read. */}
      <ResponsiveImage className="hp-own-brand__image" src={brand.brandImage} alt="" width={BRAND_IMAGE_PX} height={BRAND_IMAGE_PX} />
      <h3 className="hp-own-brand__name">{brand.brandName}</h3>
      {brand.brandDescription && <SanitizedHtml className="hp-own-brand__description" html={brand.brandDescription} />}
      {href && ctaText && (
        <a className="hp-own-brand__cta" href={href} {...linkLabelProps(ctaText, brand.ctaAriaLabel)} onClick={() => tracking.click(target)}>
          {ctaText}
        </a>
      )}
    </article>
  );
}
