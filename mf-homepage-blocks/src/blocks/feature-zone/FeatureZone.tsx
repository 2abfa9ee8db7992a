import { useId, useState, type CSSProperties } from 'react';
import { BANNER_IMPRESSION_DELAY_MS, trackingContainerProps, type SettledOutcome } from '@storefront/contracts';
import { safeHref } from '@storefront/platform';
import { RemoteComponent, useImpression, useTracking } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { useBlockSettled } from '../../pipeline/block-settled';
import { DeviceImages, deviceImagesOf } from './DeviceImages';
import { FEATURE_COLOURS, titleColour } from './feature-colours';
import { FEATURE_ZONE_CARD_IMAGE, FEATURE_ZONE_MIN_PRODUCTS, FEATURE_ZONE_SCROLL_COUNTS } from './feature-zone-layout';
import type { FeatureZoneModel } from './feature-zone-model';
import { FEATURE_ZONE_TARGET, productsLabel, SPONSORED_LABELS_NAME } from './feature-zone-texts';
import './feature-zone.css';

type Products = 'loading' | SettledOutcome;

/**
 * Spec sections 2, 3, 5, 9: a coloured zone with title, copy text, link, sponsored labels, top and bottom images per
 * device and a product carousel from mf-recommendations. It stays invisible (keeping its place) until the carousel
 * has decided, and is hidden with fewer than 2 purchasable products or when the carousel cannot be loaded.
 */
export function FeatureZone({ model, blockId }: BlockProps<FeatureZoneModel>) {
  const [products, setProducts] = useState<Products>('loading');
  const settled = useBlockSettled();
  const tracking = useTracking();
  const titleId = useId();
  const target = { name: FEATURE_ZONE_TARGET, id: blockId };
  const observeImpression = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const decide = (outcome: SettledOutcome) => {
    setProducts(outcome);
    if (outcome === 'shown') settled.ready();
    else settled.empty();
  };
  if (products === 'empty') return null;

  const colours = FEATURE_COLOURS[model.featuredType];
  const href = safeHref(model.targetLink);
  const linkText = model.urlLinkText?.trim();
  const sponsoredLabels = (model.sponsoredLabels ?? []).map((label) => label.trim()).filter(Boolean);
  const style = {
    '--hp-feature-background': colours.background,
    '--hp-feature-text': colours.text,
    '--hp-feature-title': titleColour(model.featuredType, model.titleTextColor),
    ...(products === 'loading' ? { visibility: 'hidden' } : {}),
  } as CSSProperties;
  return (
    <div className={products === 'loading' ? 'hp-feature-zone-frame hp-feature-zone-frame--loading' : 'hp-feature-zone-frame'}>
      <section className={`hp-feature-zone hp-feature-zone--${model.featuredType}`} aria-labelledby={titleId} style={style}>
        <DeviceImages className="hp-feature-zone__media hp-feature-zone__media--top" images={deviceImagesOf(model, 'Top')} />
        {/* Observed only once visible: an invisible zone intersects the viewport all the same. */}
        <div className="hp-feature-zone__intro" ref={products === 'shown' ? observeImpression : undefined}>
          {sponsoredLabels.length > 0 && (
            <ul className="hp-feature-zone__sponsored" aria-label={SPONSORED_LABELS_NAME}>
              {sponsoredLabels.map((label, index) => (
                <li key={`${index}-${label}`}>{label}</li>
              ))}
            </ul>
          )}
          <h2 id={titleId} className="hp-feature-zone__title">
            {model.title}
          </h2>
          {model.copyText && <p className="hp-feature-zone__copy">{model.copyText}</p>}
          {href && linkText && (
            <a className="hp-feature-zone__link" href={href} onClick={() => tracking.click(target)}>
              {linkText}
            </a>
          )}
        </div>
        <div className="hp-feature-zone__products">
          <RemoteComponent
            id="mf_recommendations/ProductCarousel"
            props={{
              productIds: model.productIds,
              id: `${blockId}-products`,
              label: productsLabel(model.title),
              scrollCounts: FEATURE_ZONE_SCROLL_COUNTS,
              minProducts: FEATURE_ZONE_MIN_PRODUCTS,
              imageSize: FEATURE_ZONE_CARD_IMAGE,
              ...trackingContainerProps(blockId),
              onSettled: decide,
            }}
            onError={() => decide('empty')}
          />
        </div>
        <DeviceImages className="hp-feature-zone__media hp-feature-zone__media--bottom" images={deviceImagesOf(model, 'Bottom')} />
      </section>
    </div>
  );
}
