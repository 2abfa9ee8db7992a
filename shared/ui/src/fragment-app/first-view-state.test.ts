import { FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE, FIRST_VIEW_STATE_ID } from '@storefront/contracts';
import { v, type ErrorReport } from '@storefront/platform';
import { collectReports, setUpPlatform } from '@storefront/test-support';
import { readFirstViewState } from './first-view-state';

const schema = v.object({ device: v.picklist(['mobile']), customerId: v.nullish(v.string()) });
let reports: ErrorReport[];

function putState(fragment: string, text: string): void {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = FIRST_VIEW_STATE_ID;
  data.setAttribute(FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE, fragment);
  data.textContent = text;
  document.body.append(data);
}

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readFirstViewState', () => {
  it("reads the fragment's own state once: it is taken out of the document, so a later page never reads it", () => {
    putState('mf-account-overview', '{"device":"mobile","customerId":null}');
    expect(readFirstViewState(schema, 'mf-account-overview')).toEqual({ device: 'mobile', customerId: null });
    expect(document.getElementById(FIRST_VIEW_STATE_ID)).toBeNull();
    expect(readFirstViewState(schema, 'mf-account-overview')).toBeUndefined();
  });

  it("leaves another fragment's state alone (the homepage's, after the shopper went on to the account page)", () => {
    putState('mf-homepage-blocks', '{"device":"mobile","pageId":"homepage"}');
    expect(readFirstViewState(schema, 'mf-account-overview')).toBeUndefined();
    expect(document.getElementById(FIRST_VIEW_STATE_ID)).not.toBeNull();
    expect(reports).toEqual([]);
  });

  it.each([
    ['not JSON', '{"device":'],
    ['not what the schema says', '{"device":"tablet"}'],
  ])('reports a state that is %s and gives none', (_case, text) => {
    putState('mf-account-overview', text);
    expect(readFirstViewState(schema, 'mf-account-overview')).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context.fragment).toBe('mf-account-overview');
  });
});
