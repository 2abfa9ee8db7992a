import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { ResponsiveImage, useImpression, useTracking } from '@storefront/ui';
import type { OwnBrandCategory } from '../data/own-brand-categories';
import { OWN_BRAND_TARGETS } from '../tracking/tracking-targets';

export type BannerDevice = 'desktop' | 'mobile';

/**
 * The two banner formats: desktop from 768 px, mobile below (CSS shows one). Width and height give the image its
 * box before it loads; the data has no sizes, so an image of another format is cut to this one, never stretched.
 */
const FORMATS: Readonly<Record<BannerDevice, { width: number; height: number; widths: number[]; sizes: string }>> = {
  desktop: { width: 1200, height: 250, widths: [800, 1200, 1600, 2000], sizes: '(min-width: 1440px) 1408px, calc(100vw - 2rem)' },
  mobile: { width: 750, height: 300, widths: [375, 750, 1125], sizes: 'calc(100vw - 2rem)' },
};

export interface CategoryBannerProps {
  category: OwnBrandCategory;
  device: BannerDevice;
  /** Fetched before other pictures (the first category's banner: the largest paint). */
  priority?: boolean;
  /**
   * Loaded at once, where the device is known (a first view rendered for it on the server). Otherwise lazy, so the
   * banner of the other device (hidden by CSS) is not downloaded at all.
   */
  eager?: boolean;
}

/** A category's banner for one device, linking to the category page; tracked when seen (500 ms) and clicked. */
export function CategoryBanner({ category, device, priority = false, eager = false }: CategoryBannerProps) {
  const banner = device === 'desktop' ? category.desktopBanner : category.mobileBanner;
  const target = { name: OWN_BRAND_TARGETS.banner, id: category.id };
  const impressionRef = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS }, { device });
  const { click } = useTracking();
  if (!banner) return null;
  const format = FORMATS[device];
  const image = (
    <ResponsiveImage
      src={banner.src}
      alt={banner.alt}
      width={format.width}
      height={format.height}
      widths={format.widths}
      sizes={format.sizes}
      fetchPriority={priority ? 'high' : undefined}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
  const className = `ob-banner ob-banner--${device}`;
  if (!category.href) {
    return (
      <div ref={impressionRef} className={className}>
        {image}
      </div>
    );
  }
  return (
    <a ref={impressionRef} className={className} href={category.href} onClick={() => click(target, { device })}>
      {image}
    </a>
  );
}
