import { useId } from 'react';
import { safeHref } from '@storefront/platform';
import { Carousel, useTracking } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import type { SpecialOffersModel } from './special-offers-model';
import { CAROUSEL_TILE_IMAGE, GRID_TILE_IMAGES, SPECIAL_OFFERS_BREAKPOINTS } from './special-offers-images';
import { SPECIAL_OFFERS_TEXTS } from './special-offers-texts';
import { carouselTiles, gridRows } from './special-offer-tiles';
import { SpecialOfferTileView } from './SpecialOfferTileView';
import '../block-carousel.css';
import './special-offers.css';

export const SPECIAL_OFFERS_CTA_TRACKING_NAME = 'special_offers';

function OfferGrid({ model, blockId }: BlockProps<SpecialOffersModel>) {
  const rows = gridRows(model.rows);
  if (rows.length === 0) return null;
  return (
    <div className="hp-special-offers__grid">
      {rows.map((row) => (
        <ul key={row.tiles[0]?.position} className={`hp-special-offers__row hp-special-offers__row--${row.rowType}`}>
          {row.tiles.map((tile) => (
            <li key={tile.position}>
              <SpecialOfferTileView tile={tile} blockId={blockId} image={GRID_TILE_IMAGES[row.rowType]} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function OfferCarousel({ model, blockId }: BlockProps<SpecialOffersModel>) {
  const tiles = carouselTiles(model.items);
  return (
    <Carousel
      id={blockId}
      label={model.title?.trim() || SPECIAL_OFFERS_TEXTS.carouselLabel}
      slides={tiles.map((tile) => ({
        key: String(tile.position),
        content: <SpecialOfferTileView tile={tile} blockId={blockId} image={CAROUSEL_TILE_IMAGE} />,
      }))}
      slidesPerView={1}
      slidesPerGroup={1}
      breakpoints={SPECIAL_OFFERS_BREAKPOINTS}
    />
  );
}

const hasOffers = (model: SpecialOffersModel) => (model.layout === 'grid' ? gridRows(model.rows).length > 0 : carouselTiles(model.items).length > 0);

/**
 * Special offers (spec sections 2, 3, 9): the title, the offers as grid rows of two or three tiles or in a carousel
 * (1, 2 from 544, 3 from 800 px), and a link to all offers. Nothing without an offer that has a picture.
 */
export function SpecialOffers({ model, blockId }: BlockProps<SpecialOffersModel>) {
  const headingId = useId();
  const tracking = useTracking();
  if (!hasOffers(model)) return null;
  const title = model.title?.trim();
  const ctaText = model.ctaText?.trim();
  const ctaHref = safeHref(model.targetLink);
  // The carousel is itself a region named by the title; the grid's region is the block.
  const Wrapper = model.layout === 'carousel' ? 'div' : 'section';
  return (
    <Wrapper className={`hp-special-offers hp-special-offers--${model.layout}`} aria-labelledby={title && model.layout === 'grid' ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="hp-block-headline hp-special-offers__title">
          {title}
        </h2>
      )}
      {model.layout === 'grid' ? <OfferGrid model={model} blockId={blockId} /> : <OfferCarousel model={model} blockId={blockId} />}
      {ctaText && ctaHref && (
        <a className="hp-special-offers__cta" href={ctaHref} onClick={() => tracking.click({ name: SPECIAL_OFFERS_CTA_TRACKING_NAME, id: blockId })}>
          {ctaText}
        </a>
      )}
    </Wrapper>
  );
}
