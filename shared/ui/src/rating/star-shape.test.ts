import fs from 'node:fs';
import path from 'node:path';
import { around, offsetStar, STAR_EDGES, starRowPolygon, type Point } from './star-shape';

const area = (points: readonly Point[]) =>
  Math.abs(
    points.reduce((sum, [x1, y1], index) => {
      const [x2, y2] = around(points, index + 1);
      return sum + x1 * y2 - x2 * y1;
    }, 0),
  ) / 2;

const distanceToLine = ([px, py]: Point, [x1, y1]: Point, [x2, y2]: Point) =>
  Math.abs((x2 - x1) * (y1 - py) - (x1 - px) * (y2 - y1)) / Math.hypot(x2 - x1, y2 - y1);

const polygonPoints = (polygon: string): Point[] =>
  polygon
    .replace(/^polygon\(|\)$/g, '')
    .split(',')
    .map(
      (pair) =>
        pair
          .trim()
          .split(/\s+/)
          .map((value) => Number.parseFloat(value)) as unknown as Point,
    );

/** The clip-path of the rule for `selector` in star-rating.css, whitespace as one space. */
function clipPathOf(selector: string): string {
  const css = fs.readFileSync(path.join(__dirname, 'star-rating.css'), 'utf8');
  const rule = css.slice(css.indexOf(`${selector} {`));
  const match = /clip-path:\s*([^;]+);/.exec(rule.slice(0, rule.indexOf('}')));
  return (match?.[1] ?? '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/,? \)/g, ')');
}

describe('the rating stars as polygons', () => {
  it.each([
    ['outwards', STAR_EDGES.outer],
    ['inwards', STAR_EDGES.inner],
  ])('moves every edge of the star half the stroke %s, parallel to where it was', (_, distance) => {
    const original = offsetStar(0);
    const moved = offsetStar(distance);
    original.forEach((start, index) => {
      const end = around(original, index + 1);
      expect(distanceToLine(around(moved, index), start, end)).toBeCloseTo(Math.abs(distance), 6);
      expect(distanceToLine(around(moved, index + 1), start, end)).toBeCloseTo(Math.abs(distance), 6);
    });
    expect(area(moved) > area(original)).toBe(distance > 0);
  });

  it('joins the five stars along their top tips only, where the joins enclose nothing', () => {
    const points = polygonPoints(starRowPolygon(STAR_EDGES.outer));
    const starOf = ([x]: Point) => Math.floor(x / 20);
    const [, tipHeight] = around(points, 0);
    const joins = points.map((point, index) => [point, around(points, index + 1)] as const).filter(([from, to]) => starOf(from) !== starOf(to));
    expect(joins).toHaveLength(5);
    joins.forEach(([from, to]) => expect([from[1], to[1]]).toEqual([tipHeight, tipHeight]));
    const star = offsetStar(STAR_EDGES.outer).map(([x, y]): Point => [(x / 120) * 100, (y / 24) * 100]);
    // Five stars' area, up to the rounding of the CSS's percentages.
    expect(area(points) / (5 * area(star))).toBeCloseTo(1, 3);
  });

  it('is what star-rating.css clips the stars to', () => {
    expect(clipPathOf('.sf-star-rating')).toBe(starRowPolygon(STAR_EDGES.outer));
    expect(clipPathOf('.sf-star-rating::before')).toBe(starRowPolygon(STAR_EDGES.inner));
  });
});
