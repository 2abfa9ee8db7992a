import type { TrackingContext, TrackingTarget } from '@storefront/contracts';
import { DETAILS } from '../test-support/queue-harness';
import { createTracker } from './create-tracker';

function setup() {
  const enqueue = jest.fn();
  const log = jest.fn();
  const report = jest.fn();
  const describe = jest.fn(() => DETAILS);
  const tracker = createTracker({ enqueue, describe, log, report });
  return { tracker, enqueue, log, report, describe };
}

const home: TrackingContext = { pageCode: 'web_home' };
const card: TrackingTarget = { name: 'product_card', id: '180101' };

describe('page-code rule (spec sections 5 and 8)', () => {
  it.each([
    ['no page code', { pageCode: undefined }],
    ['an empty page code', { pageCode: '' }],
    ['no context', undefined],
    ['a page code that is not a string', { pageCode: 5 }],
  ])('a page view with %s logs the spec message and sends nothing', (_name, context) => {
    const { tracker, enqueue, log } = setup();
    tracker.pageView(context as TrackingContext);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Unable to track PAGE_VIEW as there is no page code available in context',
      expect.objectContaining({ event: 'PAGE_VIEW' }),
    );
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('a click without page code logs that no tracking page code was provided and sends nothing', () => {
    const { tracker, enqueue, log } = setup();
    tracker.click({ pageCode: undefined }, card);
    expect(log).toHaveBeenCalledWith('No tracking page code was provided, unable to track CLICK', expect.objectContaining({ target: card }));
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('an impression without page code logs that no tracking page code was provided and sends nothing', () => {
    const { tracker, enqueue, log } = setup();
    tracker.impression({ pageCode: undefined }, card);
    expect(log).toHaveBeenCalledWith('No tracking page code was provided, unable to track IMPRESSION', expect.objectContaining({ target: card }));
    expect(enqueue).not.toHaveBeenCalled();
  });
});

describe('events', () => {
  it('queues a page view with its page code and the details of the moment', () => {
    const { tracker, enqueue, log, describe } = setup();
    tracker.pageView(home);
    expect(describe).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
    expect(log).not.toHaveBeenCalled();
  });

  it('queues clicks and impressions with target name and id and the data given', () => {
    const { tracker, enqueue } = setup();
    tracker.click(home, { name: 'recommendation_next', id: 'container_1' }, { slide: 3 });
    tracker.impression({ pageCode: 'web_pdp' }, card);
    expect(enqueue).toHaveBeenNthCalledWith(1, {
      event: 'CLICK',
      pageCode: 'web_home',
      target: { name: 'recommendation_next', id: 'container_1' },
      details: DETAILS,
      data: { slide: 3 },
    });
    expect(enqueue).toHaveBeenNthCalledWith(2, { event: 'IMPRESSION', pageCode: 'web_pdp', target: card, details: DETAILS });
  });

  it('copies only name and id of a target', () => {
    const { tracker, enqueue } = setup();
    tracker.click(home, { name: 'product_card', id: '1', extra: 'x' } as TrackingTarget);
    expect(enqueue).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'product_card', id: '1' } }));
  });

  it.each([
    ['no target', undefined],
    ['a target without id', { name: 'product_card' }],
    ['a numeric id', { name: 'product_card', id: 180101 }],
    ['an empty name', { name: '', id: '1' }],
  ])('reports and sends nothing for %s', (_name, target) => {
    const { tracker, enqueue, report } = setup();
    tracker.click(home, target as TrackingTarget);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Tracking target of CLICK must have a non-empty name and id' }),
      expect.objectContaining({ fragment: 'mf-tracking', pageCode: 'web_home' }),
    );
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('sends the event without data that is not an object, and reports it', () => {
    const { tracker, enqueue, report } = setup();
    tracker.pageView(home, 'slot 3' as unknown as Record<string, unknown>);
    expect(enqueue).toHaveBeenCalledWith({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Tracking data of PAGE_VIEW must be an object; sent without it' }),
      expect.anything(),
    );
  });
});

describe('A/B-test assignments (issue 34)', () => {
  const abTests = [{ experiment: 'checkout_button', variant: 'B' }];

  it('queues an AB_TEST entry with its page code, the details of the moment and the assignments', () => {
    const { tracker, enqueue, report } = setup();
    tracker.abTest(home, abTests);
    expect(enqueue).toHaveBeenCalledWith({ event: 'AB_TEST', pageCode: 'web_home', details: DETAILS, abTests });
    expect(report).not.toHaveBeenCalled();
  });

  it('sends nothing without a page code and logs that none was provided', () => {
    const { tracker, enqueue, log } = setup();
    tracker.abTest({ pageCode: undefined }, abTests);
    expect(log).toHaveBeenCalledWith('No tracking page code was provided, unable to track AB_TEST', expect.objectContaining({ event: 'AB_TEST' }));
    expect(enqueue).not.toHaveBeenCalled();
  });
});
