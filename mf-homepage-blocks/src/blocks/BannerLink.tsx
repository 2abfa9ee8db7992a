import type { ReactNode } from 'react';
import { BANNER_IMPRESSION_DELAY_MS, type TrackingTarget } from '@storefront/contracts';
import { useImpression, useTracking } from '@storefront/ui';

export interface BannerLinkProps {
  /** A safe href (from `safeHref`); without one the content is shown without a link. */
  href: string | undefined;
  target: TrackingTarget;
  className: string;
  /** Share of the tile that must be in view for its impression; 1 unless given (hero banners: 0.5). */
  threshold?: number;
  /** From `linkLabelProps`: the link's name or description from content. */
  labelProps?: { 'aria-label'?: string; title?: string };
  children: ReactNode;
}

/**
 * A content tile (logo, pet, category card, banner) tracked as a banner: its impression once it has been in view for
 * 500 ms, and clicks on it.
 */
export function BannerLink({ href, target, className, threshold, labelProps, children }: BannerLinkProps) {
  const tracking = useTracking();
  const observeImpression = useImpression(
    target,
    threshold === undefined ? { delayMs: BANNER_IMPRESSION_DELAY_MS } : { threshold, delayMs: BANNER_IMPRESSION_DELAY_MS },
  );
  if (!href) {
    return (
      <span ref={observeImpression} className={className}>
        {children}
      </span>
    );
  }
  return (
    <a ref={observeImpression} className={className} href={href} {...labelProps} onClick={() => tracking.click(target)}>
      {children}
    </a>
  );
}
