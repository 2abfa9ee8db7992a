import { SHOP_HOME, TEXTS } from './texts';

/** A failed recommendations call, or a tab without any slider: a short German message and a way on. */
export function UnavailableMessage() {
  return (
    <div className="ob-message">
      <p className="ob-message__text">{TEXTS.unavailable}</p>
      <a className="ob-message__link" href={SHOP_HOME}>
        {TEXTS.toShop}
      </a>
    </div>
  );
}
