import { PAGE_CODES } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { OwnBrandPage } from './components/OwnBrandPage';
import './own-brand.css';

/**
 * The own-brand landing page at /eigenmarken. Everything on it is tracked with the page code `web_ob_landing`
 * (the page view comes from mf-tracking by route), so the card links carry `pn=web_ob_landing`.
 */
export function Root() {
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.ownBrand}>
      <OwnBrandPage />
    </TrackingPageProvider>
  );
}
