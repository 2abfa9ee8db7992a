import type { TrackingTarget } from '@storefront/contracts';
import { useImpression, useTracking } from '../tracking/tracking-context';

/** A button that sends a click through the tracking glue. */
export function BuyButton({ target, data }: { target: TrackingTarget; data?: Record<string, unknown> }) {
  const { click } = useTracking();
  return (
    <button type="button" onClick={() => click(target, data)}>
      In den Warenkorb
    </button>
  );
}

/** A hero banner whose impression the tracking glue observes (threshold 0.5, 500 ms). */
export function Banner({ id, label = 'Banner' }: { id: string; label?: string }) {
  const ref = useImpression({ name: 'hero_banner', id }, { threshold: 0.5, delayMs: 500 }, { position: 1 });
  return <div ref={ref}>{label}</div>;
}
