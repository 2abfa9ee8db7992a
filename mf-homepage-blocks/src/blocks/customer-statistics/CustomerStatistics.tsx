import { useId } from 'react';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { Carousel, useImpression } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { scrollCounts } from '../carousel-scroll-counts';
import { STATISTICS_TEXTS } from './customer-statistics-texts';
import type { CustomerStatisticsModel } from './customer-statistics-model';
import { germanCount } from './german-count';
import { statisticsFeatures } from './statistics-features';
import './customer-statistics.css';

/** Spec section 9: one feature card per view, 2 at 730 px, 3 at 1080 px. */
export const STATISTICS_SCROLL_COUNTS = { 730: 2, 1080: 3 } as const;
const BREAKPOINTS = scrollCounts(STATISTICS_SCROLL_COUNTS);

/** Spec section 3: the customer count in German format with its subtitle, then three feature cards. */
export function CustomerStatistics({ model, blockId }: BlockProps<CustomerStatisticsModel>) {
  const headingId = useId();
  const impressionRef = useImpression({ name: 'customer_statistics', id: blockId }, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const count = germanCount(model.count);
  const features = statisticsFeatures(model);
  const slides = features.map(({ position, text, Icon }) => ({
    key: position,
    content: (
      <div className={`hp-statistics-feature hp-statistics-feature--${position}`}>
        <span className="hp-statistics-feature__icon">
          <Icon />
        </span>
        <p className="hp-statistics-feature__text">{text}</p>
      </div>
    ),
  }));
  return (
    <section className="hp-statistics" ref={impressionRef} aria-labelledby={headingId}>
      <h2 id={headingId} className="hp-statistics__heading">
        <span className="hp-statistics__count">{count}</span> {model.subtitle && <span className="hp-statistics__subtitle">{model.subtitle}</span>}
      </h2>
      <Carousel id={blockId} label={STATISTICS_TEXTS.featuresLabel} slides={slides} breakpoints={BREAKPOINTS} className="hp-statistics__features" />
    </section>
  );
}
