import { useId, type Ref } from 'react';
import { ResponsiveImage } from '@storefront/ui';
import type { Product } from '../model/product-types';
import type { SelectedArticle } from '../pricing/select-article';
import { buildPriceDisplay } from '../pricing/price-display';
import { cardBadges } from '../pricing/badges';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CARD_IMAGE_PIXELS, cardImageWidths, type CardImageSize } from './card-image-sizes';
import type { CardFlags } from './card-flags';
import { CardBadges } from './CardBadges';
import { PriceBlock } from './PriceBlock';
import { Rating } from './Rating';
import './product-card.css';

export interface ProductCardViewProps {
  product: Product;
  selected: SelectedArticle;
  /** The product link, already checked and with its parameters; no link is rendered without it. */
  href: string | undefined;
  imageSize: CardImageSize;
  flags: CardFlags;
  /** Whether this card may offer add to cart (recommendation cards, with the flag on). */
  showAddToCart: boolean;
  cardRef?: Ref<HTMLElement>;
}

/**
 * One product card. The product name is the card's only link (stretched over the card in CSS),
 * so assistive technology announces one link per card with the product's name.
 */
export function ProductCardView({ product, selected, href, imageSize, flags, showAddToCart, cardRef }: ProductCardViewProps) {
  const nameId = useId();
  const { article, offer } = selected;
  const pixels = CARD_IMAGE_PIXELS[imageSize];
  return (
    <article ref={cardRef} className={`sf-product-card sf-product-card--${imageSize}`} aria-labelledby={nameId}>
      <CardBadges badges={cardBadges(product, offer, flags)} />
      {product.pictureUrl && (
        <ResponsiveImage
          className="sf-product-card__image"
          src={product.pictureUrl}
          alt={product.name}
          width={pixels}
          height={pixels}
          widths={cardImageWidths(imageSize)}
        />
      )}
      <h3 id={nameId} className="sf-product-card__name">
        {href ? (
          <a className="sf-product-card__link" href={href}>
            {product.name}
          </a>
        ) : (
          product.name
        )}
      </h3>
      {article.name && <p className="sf-product-card__variant">{article.name}</p>}
      {product.feedbackAggregate && <Rating {...product.feedbackAggregate} />}
      <PriceBlock display={buildPriceDisplay(offer, article, flags)} />
      {showAddToCart && <AddToCartButton articleId={article.id} offerId={offer.id} productName={product.name} />}
    </article>
  );
}
