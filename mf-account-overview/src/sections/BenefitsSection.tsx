import type { BonusBalanceState } from '@storefront/platform';
import type { AccountOverview } from '../account-api';
import { visibleLinks } from '../account-links';
import { AccountLinkItem } from './AccountLinkItem';
import { bonusBalanceText } from './bonus-balance-text';
import { CouponBadge } from './CouponBadge';
import { LinkSection } from './LinkSection';

interface BenefitsSectionProps {
  overview: AccountOverview;
  balance: BonusBalanceState;
}

/** Bonus shop (with the balance next to it), coupons (with the count badge) and savings plan, each by its flag. */
export function BenefitsSection({ overview, balance }: BenefitsSectionProps) {
  const links = visibleLinks('benefits', overview.displayFlags);
  if (links.length === 0) return null;
  return (
    <LinkSection section="benefits">
      {links.map((link) => (
        <AccountLinkItem
          key={link.id}
          link={link}
          badge={link.id === 'coupons' ? <CouponBadge count={overview.couponCount} /> : undefined}
          detail={link.id === 'bonusShop' ? bonusBalanceText(balance) : undefined}
        />
      ))}
    </LinkSection>
  );
}
