import { FEATURE_FLAGS, isFeatureEnabled } from '@storefront/platform';
import { useBonusBalance, useCustomerId } from '@storefront/ui';
import { FRAGMENT } from '../../../fragment';
import type { ValuePropositionItemModel } from '../value-proposition-model';
import { existingCustomerText, LOYALTY_OVERVIEW_PATH } from './bonus-points-texts';

/**
 * Spec sections 4 and 6: the existing-customer variant (with the balance) only when logged in and the feature
 * toggle is on; otherwise the new-customer variant with the content's text and the loyalty link.
 */
export function BonusPointsValueProp({ item }: { item: ValuePropositionItemModel }) {
  const customerId = useCustomerId();
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
    <div aria-busy={state.status === 'loading'}>
      <p className="hp-value-prop__title">{text}</p>
      {link && (
        <a className="hp-value-prop__link" href={link.href}>
          {link.text}
        </a>
      )}
    </div>
  );
}
