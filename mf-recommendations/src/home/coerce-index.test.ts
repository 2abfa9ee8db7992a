import { coerceIndex } from './coerce-index';

describe('coerceIndex (spec 5: coerced to a number, minimum 0, default 0)', () => {
  it.each<[unknown, number]>([
    ['2', 2],
    [2, 2],
    [0, 0],
    [-1, 0],
    ['-3', 0],
    ['abc', 0],
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['  ', 0],
    [true, 0],
    [{}, 0],
    [[1], 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1.7, 1],
    [' 3 ', 3],
  ])('%p -> %p', (input, expected) => {
    expect(coerceIndex(input)).toBe(expected);
  });
});
