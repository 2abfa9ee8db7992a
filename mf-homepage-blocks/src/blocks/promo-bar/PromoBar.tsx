import { useRef, useState } from 'react';
import { safeHref } from '@storefront/platform';
import { CloseIcon, InfoIcon, PawIcon } from '../../icons/icons';
import type { BlockProps } from '../../pipeline/block-definition';
import type { PromoBarModel } from './promo-bar-model';
import './promo-bar.css';
import '../close-button.css';

/** Focus to move on only when the bar is closed with focus in it (from the keyboard): its code comes then. */
const loadFocusAfterClosing = () => import(/* webpackChunkName: "focus-after-closing" */ '../focus-after-closing');

/** Spec section 4: open at first; the close button hides it for this view, focus going on to what follows it. */
export function PromoBar({ model }: BlockProps<PromoBarModel>) {
  const [open, setOpen] = useState(true);
  const bar = useRef<HTMLElement>(null);
  if (!open) return null;
  const href = safeHref(model.targetLink);
  const close = () => {
    const element = bar.current;
    if (!element?.contains(document.activeElement)) return setOpen(false);
    void loadFocusAfterClosing()
      .then(({ focusAfterClosing }) => focusAfterClosing(element))
      .finally(() => setOpen(false));
  };
  return (
    <section ref={bar} className={`hp-promo-bar hp-promo-bar--${model.promoType}`} aria-label="Aktion">
      <span className="hp-promo-bar__icon">{model.promoType === 'info' ? <InfoIcon /> : <PawIcon />}</span>
      <p className="hp-promo-bar__text">
        {model.title}
        {href && model.linkText && (
          <>
            {' '}
            <a className="hp-promo-bar__link" href={href}>
              {model.linkText}
            </a>
          </>
        )}
      </p>
      <button type="button" className="hp-close-button hp-promo-bar__close" aria-label="Aktionshinweis schließen" onClick={close}>
        <CloseIcon />
      </button>
    </section>
  );
}
