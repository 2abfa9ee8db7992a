import { PAGE_CODES, type LifecycleProps } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { HomePage } from './HomePage';

/** The homepage fragment, rendered by the shell inside its <main>. */
export function Root(_props: LifecycleProps) {
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <HomePage />
    </TrackingPageProvider>
  );
}
