import { useCallback, useEffect, useRef, useState } from 'react';
import { withErrorReporting } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';
import { addArticleToCart, type AddToCartRequest } from './cart-api';

export type AddToCartStatus = 'idle' | 'loading' | 'added';

export interface AddToCart {
  status: AddToCartStatus;
  add: () => void;
}

/**
 * Spec section 4: loading while the request runs, cleared on success or failure. A failure is silent for the
 * shopper and reported (spec section 8); a second click while loading sends nothing.
 */
export function useAddToCart(request: AddToCartRequest): AddToCart {
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const { articleId, offerId } = request;
  const add = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setStatus('loading');
    void withErrorReporting('addArticleToCart', () => addArticleToCart({ articleId, offerId }).then(() => true), {
      fragment: FRAGMENT_NAME,
      articleId,
      offerId,
    }).then((added) => {
      running.current = false;
      if (mounted.current) setStatus(added ? 'added' : 'idle');
    });
  }, [articleId, offerId]);
  return { status, add };
}
