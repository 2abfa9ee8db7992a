import { useAddToCart } from './useAddToCart';

export interface AddToCartButtonProps {
  articleId: number;
  offerId: string;
  /** Completes the button's accessible name, so the buttons of several cards can be told apart. */
  productName: string;
}

export function AddToCartButton({ articleId, offerId, productName }: AddToCartButtonProps) {
  const { status, add } = useAddToCart({ articleId, offerId });
  const loading = status === 'loading';
  const label = loading ? 'Wird hinzugefügt …' : 'In den Warenkorb';
  return (
    <div className="sf-product-card__cart">
      <button
        type="button"
        className="sf-product-card__cart-button"
        // The visible label starts the accessible name (WCAG 2.5.3); the product name tells the cards apart.
        aria-label={`${label}: ${productName}`}
        aria-busy={loading}
        aria-disabled={loading}
        onClick={add}
      >
        {label}
      </button>
      <span role="status" className="sf-product-card__status">
        {status === 'added' ? `${productName} liegt jetzt im Warenkorb.` : ''}
      </span>
    </div>
  );
}
