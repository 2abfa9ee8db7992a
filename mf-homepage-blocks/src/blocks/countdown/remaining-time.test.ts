import { remainingTime, twoDigits } from './remaining-time';

const end = Date.parse('2025-12-24T18:00:00Z');

describe('remainingTime', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingTime(end, Date.parse('2025-12-22T15:29:55Z'))).toEqual({ days: 2, hours: 2, minutes: 30, seconds: 5 });
  });

  it('is zero in every unit at and after the end date', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(remainingTime(end, end)).toEqual(zero);
    expect(remainingTime(end, end + 86_400_000)).toEqual(zero);
  });

  it('counts a started second whole, so it shows zeros only once the end has passed', () => {
    expect(remainingTime(end, end - 1_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(remainingTime(end, end - 500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remainingTime(end, end - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remainingTime(end, end - 86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(remainingTime(end, end - 86_400_000 + 1)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(remainingTime(end, end - 86_400_000 + 1_000)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });
});

describe('twoDigits', () => {
  it('pads single digits with a zero and leaves longer numbers alone', () => {
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(42)).toBe('42');
    expect(twoDigits(123)).toBe('123');
  });
});
