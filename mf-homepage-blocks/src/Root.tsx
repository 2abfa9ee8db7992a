import { PAGE_CODES, type LifecycleProps } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { requestPageLayoutAhead } from './content/page-layout';
import { HOMEPAGE_ID, HomePage } from './HomePage';

/** The homepage fragment, rendered by the shell inside its <main>. */
export function Root(_props: LifecycleProps) {
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <HomePage />
    </TrackingPageProvider>
  );
}

/** Called when this module has arrived, before the first render: the homepage's layout is asked for at once. */
export function prepareRoot(): void {
  requestPageLayoutAhead(HOMEPAGE_ID);
}
