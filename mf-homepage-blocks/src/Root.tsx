import { PAGE_CODES } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { HomePage } from './HomePage';

/** The homepage fragment, rendered by the shell inside its <main> (its lifecycle props are not needed). */
export function Root() {
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <HomePage />
    </TrackingPageProvider>
  );
}
