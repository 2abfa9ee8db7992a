import { useCallback } from 'react';
import { getSiteConfig } from '@storefront/platform';
import type { BlockProps } from '../../pipeline/block-definition';
import { SoftRedirectDialog } from './SoftRedirectDialog';
import { recordStay, removeShownCount } from './soft-redirect-cookies';
import type { SoftRedirectModel } from './soft-redirect-model';
import { useRedirectOffer } from './use-redirect-offer';
import './soft-redirect.css';

/** Suggests the shop of the visitor's country (spec sections 3, 4); hidden unless all opening conditions hold. */
export function SoftRedirectModal({ model }: BlockProps<SoftRedirectModel>) {
  const [offer, close] = useRedirectOffer(model.maxShownCount);
  const { cookieExpiryDays } = model;
  const stay = useCallback(() => {
    recordStay(cookieExpiryDays);
    close();
  }, [cookieExpiryDays, close]);
  const option = offer?.options[0];
  if (!offer || !option) return null;
  return (
    <SoftRedirectDialog
      option={option}
      texts={offer.texts}
      currentDomain={getSiteConfig().domain}
      logo={model.logo}
      logoAltText={model.logoAltText ?? ''}
      onStay={stay}
      onGoTo={removeShownCount}
    />
  );
}
