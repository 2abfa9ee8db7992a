import { FEATURE_FLAGS, isFeatureEnabled } from '@storefront/platform';
import { useBonusBalance, useCustomerId } from '@storefront/ui';
import { firstViewCustomerId } from '../../../first-view/first-view-state';
import { FRAGMENT } from '../../../fragment';
import type { ValuePropositionItemModel } from '../value-proposition-model';
import { existingCustomerText, LOYALTY_OVERVIEW_PATH, RESERVED_TEXT } from './bonus-points-texts';

/**
 * Spec sections 4 and 6: the existing-customer variant (with the balance) only when logged in and the feature
 * toggle is on; otherwise the new-customer variant with the content's text and the loyalty link. A first view is
 * rendered, and hydrated, for the login state of its request.
 */
export function BonusPointsValueProp({ item }: { item: ValuePropositionItemModel }) {
  const customerId = useCustomerId(firstViewCustomerId());
  if (customerId !== null && isFeatureEnabled(FEATURE_FLAGS.bonusPointsExistingCustomer)) {
    return <ExistingCustomerBonusPoints customerId={customerId} />;
  }
  return <NewCustomerBonusPoints item={item} />;
}

function NewCustomerBonusPoints({ item }: { item: ValuePropositionItemModel }) {
  return (
    <>
      <p className="hp-value-prop__title">{item.title}</p>
      <a className="hp-value-prop__link" href={LOYALTY_OVERVIEW_PATH}>
        {item.urlText || 'Mehr zum Bonusprogramm'}
      </a>
    </>
  );
}

function ExistingCustomerBonusPoints({ customerId }: { customerId: string }) {
  const state = useBonusBalance(customerId, { caller: FRAGMENT });
  const { text, link } = existingCustomerText(state);
  return (
    <div
      className="hp-value-prop__bonus"
      aria-busy={state.status === 'loading'}
      data-reserve-title={RESERVED_TEXT.title}
      data-reserve-link={RESERVED_TEXT.link}
    >
      {/* A paragraph per text: the browser counts a centred text that changes in place as moved (a layout shift). */}
      <p key={text} className="hp-value-prop__title">
        {text}
      </p>
      {link && (
        <a className="hp-value-prop__link" href={link.href}>
          {link.text}
        </a>
      )}
    </div>
  );
}
