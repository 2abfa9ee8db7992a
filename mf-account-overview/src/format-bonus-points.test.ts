import { formatBonusPoints } from './format-bonus-points';

describe('formatBonusPoints', () => {
  it.each([
    [0, '0 Bonuspunkte'],
    [1, '1 Bonuspunkt'],
    [2, '2 Bonuspunkte'],
    [1250, '1.250 Bonuspunkte'],
    [1000000, '1.000.000 Bonuspunkte'],
  ])('formats %d as "%s" in German', (points, text) => {
    expect(formatBonusPoints(points, 'de-DE')).toBe(text);
  });
});
