import { useId, useRef, useState } from 'react';
import { safeHref } from '@storefront/platform';
import { PAGE_CODES } from '@storefront/contracts';
import { useTracking } from '@storefront/ui';
import { CloseIcon } from '../../icons/icons';
import type { BlockProps } from '../../pipeline/block-definition';
import { focusAfterClosing } from '../focus-after-closing';
import { countdownClickTarget } from './countdown-tracking';
import type { CountdownModel } from './countdown-model';
import { rfc3339Instant } from './end-date';
import { twoDigits } from './remaining-time';
import { useBannerColours } from './use-banner-colours';
import { useCountdown } from './use-countdown';
import './countdown.css';
import '../close-button.css';

const UNITS = [
  { key: 'days', label: 'Tage' },
  { key: 'hours', label: 'Stunden' },
  { key: 'minutes', label: 'Minuten' },
  { key: 'seconds', label: 'Sekunden' },
] as const;

/** Shown in each unit until the time left is known (after hydration): as wide as two digits, so nothing moves. */
const UNKNOWN_VALUE = '--';

/**
 * Spec sections 2, 4, 5: headline, optional message, the remaining time and a button only on the homepage
 * (the page whose tracking page code is web_home) and only with a label. Closed, it stays gone for this view.
 */
export function CountdownBanner({ model, blockId }: BlockProps<CountdownModel>) {
  const [closed, setClosed] = useState(false);
  const banner = useRef<HTMLElement>(null);
  // The schema lets only RFC 3339 date-times through; 0 (long past) keeps the type honest.
  const remaining = useCountdown(rfc3339Instant(model.endDate) ?? 0);
  const colours = useBannerColours(model.background, blockId);
  const tracking = useTracking();
  const headingId = useId();
  if (closed) return null;
  const href = safeHref(model.targetLink);
  const showButton = tracking.pageCode === PAGE_CODES.home && Boolean(model.buttonLabel) && href !== undefined;
  const close = () => {
    if (banner.current) focusAfterClosing(banner.current);
    setClosed(true);
  };
  return (
    <section ref={banner} className="hp-countdown" aria-labelledby={headingId} style={colours}>
      <h2 id={headingId} className="hp-countdown__headline">
        {model.headline}
      </h2>
      {model.message && <p className="hp-countdown__message">{model.message}</p>}
      <div className="hp-countdown__timer" role="timer" aria-label="Verbleibende Zeit" aria-busy={remaining === undefined}>
        {UNITS.map((unit) => (
          <span key={unit.key} className="hp-countdown__unit">
            <span className="hp-countdown__value">{remaining ? twoDigits(remaining[unit.key]) : UNKNOWN_VALUE}</span>
            <span className="hp-countdown__unit-label">{unit.label}</span>
          </span>
        ))}
      </div>
      {showButton && href && (
        <a className="hp-countdown__button" href={href} title={model.ariaLabel ?? undefined} onClick={() => tracking.click(countdownClickTarget(href))}>
          {model.buttonLabel}
        </a>
      )}
      <button type="button" className="hp-close-button hp-countdown__close" aria-label="Countdown-Banner schließen" onClick={close}>
        <CloseIcon />
      </button>
    </section>
  );
}
