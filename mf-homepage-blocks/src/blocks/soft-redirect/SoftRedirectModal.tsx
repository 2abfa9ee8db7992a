import { lazy, Suspense, useCallback } from 'react';
import { getSiteConfig } from '@storefront/platform';
import type { BlockProps } from '../../pipeline/block-definition';
import { recordStay, removeShownCount } from './soft-redirect-cookies';
import type { SoftRedirectModel } from './soft-redirect-model';
import { useRedirectOffer } from './use-redirect-offer';

// Most visits never open the dialog (no offer, shown often enough, the app): its code comes with an offer to show.
const SoftRedirectDialog = lazy(() =>
  import(/* webpackChunkName: "soft-redirect-dialog" */ './SoftRedirectDialog').then((module) => ({ default: module.SoftRedirectDialog })),
);

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
    <Suspense fallback={null}>
      <SoftRedirectDialog
        option={option}
        texts={offer.texts}
        currentDomain={getSiteConfig().domain}
        logo={model.logo}
        logoAltText={model.logoAltText ?? ''}
        onStay={stay}
        onGoTo={removeShownCount}
      />
    </Suspense>
  );
}
