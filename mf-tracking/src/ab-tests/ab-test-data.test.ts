import { assignmentsKey, readAbTestData } from './ab-test-data';

const checkout = { experiment: 'checkout_button', variant: 'B' };
const shipping = { experiment: 'free_shipping_banner', variant: 'control' };

describe('readAbTestData', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty list', []],
  ])('takes %s for no assignments (yet)', (_name, value) => {
    expect(readAbTestData(value)).toEqual([]);
  });

  it('reads a list of experiments with their variants, keeping only those two fields', () => {
    expect(readAbTestData([{ ...checkout, since: 3 }, shipping])).toEqual([checkout, shipping]);
  });

  it.each([
    ['an object', { experiment: 'checkout_button', variant: 'B' }],
    ['a string', 'checkout_button:B'],
    ['an entry without variant', [checkout, { experiment: 'free_shipping_banner' }]],
    ['an entry with a number', [{ experiment: 'checkout_button', variant: 2 }]],
    ['an empty experiment name', [{ experiment: ' ', variant: 'B' }]],
    ['a null entry', [checkout, null]],
  ])('takes %s for malformed, as a whole', (_name, value) => {
    expect(readAbTestData(value)).toBeNull();
  });
});

describe('assignmentsKey', () => {
  it('is the same for the same assignments in another order, and differs when a variant does', () => {
    expect(assignmentsKey([checkout, shipping])).toBe(assignmentsKey([shipping, checkout]));
    expect(assignmentsKey([checkout, shipping])).not.toBe(assignmentsKey([checkout, { ...shipping, variant: 'B' }]));
    expect(assignmentsKey([checkout])).not.toBe(assignmentsKey([checkout, shipping]));
  });
});
