import { useId, useState } from 'react';
import { safeHref } from '@storefront/platform';
import { PAGE_CODES } from '@storefront/contracts';
import { useTracking } from '@storefront/ui';
import { CloseIcon } from '../../icons/icons';
import type { BlockProps } from '../../pipeline/block-definition';
import { textColourOn } from './banner-colours';
import { countdownClickTarget } from './countdown-tracking';
import type { CountdownModel } from './countdown-model';
import { twoDigits } from './remaining-time';
import { useCountdown } from './use-countdown';
import './countdown.css';
import '../close-button.css';

const UNITS = [
  { key: 'days', label: 'Tage' },
  { key: 'hours', label: 'Stunden' },
  { key: 'minutes', label: 'Minuten' },
  { key: 'seconds', label: 'Sekunden' },
] as const;

/**
 * Spec sections 2, 4, 5: headline, optional message, the remaining time and a button only on the homepage
 * (the page whose tracking page code is web_home) and only with a label. Closed, it stays gone for this view.
 */
export function CountdownBanner({ model }: BlockProps<CountdownModel>) {
  const [closed, setClosed] = useState(false);
  const remaining = useCountdown(Date.parse(model.endDate));
  const tracking = useTracking();
  const headingId = useId();
  if (closed) return null;
  const href = safeHref(model.targetLink);
  const showButton = tracking.pageCode === PAGE_CODES.home && Boolean(model.buttonLabel) && href !== undefined;
  const colours = model.background ? { backgroundColor: model.background, color: textColourOn(model.background) } : undefined;
  return (
    <section className="hp-countdown" aria-labelledby={headingId} style={colours}>
      <h2 id={headingId} className="hp-countdown__headline">
        {model.headline}
      </h2>
      {model.message && <p className="hp-countdown__message">{model.message}</p>}
      <div className="hp-countdown__timer" role="timer" aria-label="Verbleibende Zeit">
        {UNITS.map((unit) => (
          <span key={unit.key} className="hp-countdown__unit">
            <span className="hp-countdown__value">{twoDigits(remaining[unit.key])}</span>
            <span className="hp-countdown__unit-label">{unit.label}</span>
          </span>
        ))}
      </div>
      {showButton && href && (
        <a className="hp-countdown__button" href={href} title={model.ariaLabel ?? undefined} onClick={() => tracking.click(countdownClickTarget(href))}>
          {model.buttonLabel}
        </a>
      )}
      <button type="button" className="hp-close-button hp-countdown__close" aria-label="Countdown-Banner schließen" onClick={() => setClosed(true)}>
        <CloseIcon />
      </button>
    </section>
  );
}
