import type { DisplayFlags } from '../account-api';
import { visibleLinks } from '../account-links';
import { AccountLinkItem } from './AccountLinkItem';
import { LinkSection } from './LinkSection';

/** Personal-data links, each only with its display flag on; no section at all when every flag is off. */
export function PersonalDataSection({ flags }: { flags: DisplayFlags }) {
  const links = visibleLinks('personalData', flags);
  if (links.length === 0) return null;
  return (
    <LinkSection section="personalData">
      {links.map((link) => (
        <AccountLinkItem key={link.id} link={link} />
      ))}
    </LinkSection>
  );
}
