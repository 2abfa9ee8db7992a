import { BANNER_IMPRESSION_DELAY_MS, trackingContainerProps, type SettledOutcome } from '@storefront/contracts';
import { RemoteComponent, ResponsiveImage, useImpression } from '@storefront/ui';
import { BANNER_IMAGE, TAB_CARD_IMAGE, TAB_SCROLL_COUNTS } from './tab-container-layout';
import type { ProductTab } from './tab-container-model';
import { TAB_BANNER_TARGET, tabKey } from './tab-container-texts';

export interface ProductTabPanelProps {
  tab: ProductTab;
  blockId: string;
  /** The container is visible: its banner impression may count (an invisible one intersects all the same). */
  visible: boolean;
  onSettled: (outcome: SettledOutcome) => void;
  /** The product carousel cannot be loaded (or throws); already reported. */
  onUnavailable: () => void;
}

/** What one tab shows: its banner (superwide image, headline, subheadline) above its product carousel. */
export function ProductTabPanel({ tab, blockId, visible, onSettled, onUnavailable }: ProductTabPanelProps) {
  const key = tabKey(blockId, tab.position);
  const observeImpression = useImpression({ name: TAB_BANNER_TARGET, id: key }, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const hasBanner = Boolean(tab.image || tab.headline || tab.subheadline);
  return (
    <>
      {hasBanner && (
        <div className="hp-tab-container__banner" ref={visible ? observeImpression : undefined}>
          {tab.image && <ResponsiveImage className="hp-tab-container__image" src={tab.image.src} alt={tab.image.alt} {...BANNER_IMAGE} />}
          {tab.headline && <h2 className="hp-tab-container__headline">{tab.headline}</h2>}
          {tab.subheadline && <p className="hp-tab-container__subheadline">{tab.subheadline}</p>}
        </div>
      )}
      <RemoteComponent
        id="mf_recommendations/ProductCarousel"
        props={{
          productIds: tab.productIds,
          id: key,
          label: tab.headline ?? tab.title,
          scrollCounts: TAB_SCROLL_COUNTS,
          imageSize: TAB_CARD_IMAGE,
          ...trackingContainerProps(key),
          onSettled,
        }}
        onError={onUnavailable}
      />
    </>
  );
}
