import { readingTimeText } from './reading-time';

describe('readingTimeText', () => {
  it.each<[number, string]>([
    [5, '5 Min. Lesezeit'],
    [1, '1 Min. Lesezeit'],
    [0.4, '1 Min. Lesezeit'],
    [6.5, '7 Min. Lesezeit'],
    [1500, '1.500 Min. Lesezeit'],
  ])('says %p minutes in German: %s', (minutes, text) => {
    expect(readingTimeText(minutes)).toBe(text);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('says nothing for %p', (minutes) => {
    expect(readingTimeText(minutes)).toBeUndefined();
  });
});
