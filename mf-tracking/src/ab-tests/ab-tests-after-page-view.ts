import { reportError } from '@storefront/platform';
import type { AbTestPoll } from './ab-test-poll';

/**
 * The A/B-test poll as the page views start it. Its code comes in a chunk of its own, requested with the first page
 * view, so nothing of it is on the way to the page's first render; the poll stops by itself 10 s after a page view.
 */
export function abTestsAfterPageView(): Pick<AbTestPoll, 'pageViewed'> {
  let poll: Promise<AbTestPoll> | undefined;
  return {
    pageViewed(pageCode) {
      poll ??= import(/* webpackChunkName: "ab-tests" */ './page-ab-tests').then(({ createPageAbTestPoll }) => createPageAbTestPoll());
      poll.then(
        (loaded) => loaded.pageViewed(pageCode),
        (error: unknown) => reportError(error, { fragment: 'mf-tracking', consequence: 'A/B-test data not sent' }),
      );
    },
  };
}
