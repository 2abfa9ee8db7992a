import { VisuallyHidden } from '@storefront/ui';

/** The coupon count: the bare number on screen, "(3 verfügbar)" for assistive technology, inside the coupons link. */
export function CouponBadge({ count }: { count: number }) {
  return (
    <span className="sf-account-badge">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>({count} verfügbar)</VisuallyHidden>
    </span>
  );
}
