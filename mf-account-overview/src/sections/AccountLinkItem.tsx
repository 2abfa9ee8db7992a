import { useId, type ReactNode } from 'react';
import type { AccountLink } from '../account-links';

interface AccountLinkItemProps {
  link: AccountLink;
  /** Shown inside the link, after its label (e.g. the coupon count). */
  badge?: ReactNode;
  /** Shown next to the link and announced as its description (e.g. the bonus balance). */
  detail?: ReactNode;
}

export function AccountLinkItem({ link, badge, detail }: AccountLinkItemProps) {
  const detailId = useId();
  const hasDetail = detail !== undefined && detail !== null;
  return (
    <li className="sf-account-link">
      <a className="sf-account-link__anchor" href={link.route} aria-describedby={hasDetail ? detailId : undefined}>
        {link.label}
        {badge ? <> {badge}</> : null}
      </a>
      {hasDetail ? (
        <span id={detailId} className="sf-account-link__detail">
          {detail}
        </span>
      ) : null}
    </li>
  );
}
