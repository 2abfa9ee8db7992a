import { AB_TEST_POLL_DURATION_MS, AB_TEST_POLL_INTERVAL_MS, createAbTestPoll } from './ab-test-poll';

const checkout = { experiment: 'checkout_button', variant: 'B' };
const shipping = { experiment: 'free_shipping_banner', variant: 'control' };

function setup() {
  let value: unknown;
  const read = jest.fn(() => value);
  const send = jest.fn();
  const report = jest.fn();
  const poll = createAbTestPoll({ read, send, report });
  return {
    poll,
    read,
    send,
    report,
    publish: (next: unknown) => {
      value = next;
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('polls every 250 ms for 10 s from the page view (spec section 9)', () => {
  expect([AB_TEST_POLL_INTERVAL_MS, AB_TEST_POLL_DURATION_MS]).toEqual([250, 10_000]);
});

it('sends assignments already there at the page view at once', () => {
  const { poll, send, publish } = setup();
  publish([checkout, shipping]);
  poll('web_home');
  expect(send).toHaveBeenCalledWith('web_home', [checkout, shipping]);
});

it('sends assignments that appear later within 250 ms, once, however often they are read again', () => {
  const { poll, send, publish } = setup();
  poll('web_home');
  jest.advanceTimersByTime(1_000);
  expect(send).not.toHaveBeenCalled();
  publish([checkout, shipping]);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS - 1);
  expect(send).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(send).toHaveBeenCalledTimes(1);
  // The script publishing a new list with the same assignments (in another order) is not a change.
  publish([shipping, checkout]);
  jest.advanceTimersByTime(5_000);
  expect(send).toHaveBeenCalledTimes(1);
});

it('sends no empty list: neither before the script has experiments nor when they end', () => {
  const { poll, send, publish } = setup();
  publish([]);
  poll('web_home');
  publish([checkout]);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS);
  publish([]);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS);
  publish(undefined);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS);
  expect(send.mock.calls).toEqual([['web_home', [checkout]]]);
});

it('without an A/B-testing script reads for 10 s, then stops; nothing is sent or reported', () => {
  const { poll, read, send, report, publish } = setup();
  poll('web_home');
  jest.advanceTimersByTime(AB_TEST_POLL_DURATION_MS);
  // At once and every 250 ms up to 10 s.
  expect(read).toHaveBeenCalledTimes(AB_TEST_POLL_DURATION_MS / AB_TEST_POLL_INTERVAL_MS + 1);
  publish([checkout]);
  jest.advanceTimersByTime(60_000);
  expect(read).toHaveBeenCalledTimes(AB_TEST_POLL_DURATION_MS / AB_TEST_POLL_INTERVAL_MS + 1);
  expect(send).not.toHaveBeenCalled();
  expect(report).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

it('sends changed assignments again within the page view, and a new experiment after a route change, never the same twice', () => {
  const { poll, send, publish } = setup();
  publish([checkout]);
  poll('web_home');
  publish([{ ...checkout, variant: 'A' }]);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS);
  jest.advanceTimersByTime(AB_TEST_POLL_DURATION_MS);
  // The next page: the same assignments are not sent again; the experiment the page starts is.
  poll('web_ob_landing');
  jest.advanceTimersByTime(2_000);
  publish([{ ...checkout, variant: 'A' }, shipping]);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS);
  expect(send.mock.calls).toEqual([
    ['web_home', [checkout]],
    ['web_home', [{ ...checkout, variant: 'A' }]],
    ['web_ob_landing', [{ ...checkout, variant: 'A' }, shipping]],
  ]);
});

it('a page view while the poll runs starts its 10 s afresh, with that page code', () => {
  const { poll, read, send, publish } = setup();
  poll('web_home');
  jest.advanceTimersByTime(9_000);
  poll('web_account_overview');
  read.mockClear();
  jest.advanceTimersByTime(AB_TEST_POLL_DURATION_MS);
  expect(read).toHaveBeenCalledTimes(AB_TEST_POLL_DURATION_MS / AB_TEST_POLL_INTERVAL_MS);
  publish([checkout]);
  poll('web_account_overview');
  expect(send).toHaveBeenCalledWith('web_account_overview', [checkout]);
  expect(jest.getTimerCount()).toBe(1);
});

it('ignores malformed data and reports it once, then sends valid data that follows', () => {
  const { poll, send, report, publish } = setup();
  publish({ checkout_button: 'B' });
  poll('web_home');
  jest.advanceTimersByTime(1_000);
  publish([{ experiment: 'checkout_button' }]);
  poll('web_ob_landing');
  jest.advanceTimersByTime(1_000);
  expect(send).not.toHaveBeenCalled();
  expect(report).toHaveBeenCalledTimes(1);
  expect(report).toHaveBeenCalledWith(new Error('window.abTestData is malformed and ignored'), { fragment: 'mf-tracking' });
  publish([checkout]);
  jest.advanceTimersByTime(AB_TEST_POLL_INTERVAL_MS);
  expect(send).toHaveBeenCalledWith('web_ob_landing', [checkout]);
});
