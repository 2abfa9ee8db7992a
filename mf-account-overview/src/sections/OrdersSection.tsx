import { visibleLinks } from '../account-links';
import { AccountLinkItem } from './AccountLinkItem';
import { LinkSection } from './LinkSection';

/** Orders links need no display flag: every logged-in customer sees them. */
export function OrdersSection() {
  return (
    <LinkSection section="orders">
      {visibleLinks('orders', null).map((link) => (
        <AccountLinkItem key={link.id} link={link} />
      ))}
    </LinkSection>
  );
}
