/**
 * The star of the ratings as polygons for CSS `clip-path`, so a rating paints without an image: each distinct SVG image
 * in a stylesheet costs the page a document of its own (on a slow phone some 15 ms per image in the task that first
 * styles a product card, and more to paint it).
 *
 * The star is the 24 x 24 outline the ratings always had, stroked 1.5 wide: its outer edge is the outline offset by half
 * the stroke outwards, its inner edge offset inwards, both with mitred corners as SVG strokes them. Five stars side by
 * side are one polygon, joined along a line that is walked there and back (no area, so nothing of it is painted).
 * star-rating.css holds the polygons this module computes; star-shape.test.ts keeps the two equal.
 */

export type Point = readonly [x: number, y: number];

const VIEW_BOX = 24;
const STROKE_WIDTH = 1.5;
const STAR_COUNT = 5;
const STAR: readonly Point[] = [
  [12, 2.5],
  [14.9, 8.6],
  [21.5, 9.4],
  [16.6, 14],
  [17.9, 20.6],
  [12, 17.3],
  [6.1, 20.6],
  [7.4, 14],
  [2.5, 9.4],
  [9.1, 8.6],
];

/** The point `index` places along a closed outline (wrapping round at either end). */
export function around(points: readonly Point[], index: number): Point {
  const point = points[((index % points.length) + points.length) % points.length];
  if (!point) throw new Error('An outline has points');
  return point;
}

const unitNormal = ([x1, y1]: Point, [x2, y2]: Point): Point => {
  const length = Math.hypot(x2 - x1, y2 - y1);
  // The points run clockwise on screen (y downwards): this normal points out of the star.
  return [(y2 - y1) / length, -(x2 - x1) / length];
};

/** The star's outline moved `distance` outwards (negative: inwards), each corner mitred. */
export function offsetStar(distance: number): Point[] {
  return STAR.map((vertex, index) => {
    const [ax, ay] = unitNormal(around(STAR, index - 1), vertex);
    const [bx, by] = unitNormal(vertex, around(STAR, index + 1));
    const scale = distance / (1 + ax * bx + ay * by);
    return [vertex[0] + (ax + bx) * scale, vertex[1] + (ay + by) * scale];
  });
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** Five stars in a row, as a `polygon()` over a box five stars wide and one high. */
export function starRowPolygon(distance: number): string {
  const star = offsetStar(distance);
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => star.map(([x, y]): Point => [index * VIEW_BOX + x, y]));
  // Each star from its top tip round to it again, on to the next star's top tip; closing the polygon walks back.
  const walk = stars.flatMap((points) => [...points, around(points, 0)]);
  const width = STAR_COUNT * VIEW_BOX;
  return `polygon(${walk.map(([x, y]) => `${percent((x / width) * 100)} ${percent((y / VIEW_BOX) * 100)}`).join(', ')})`;
}

/** The outer edge of the stroked stars, and the inner one. */
export const STAR_EDGES = { outer: STROKE_WIDTH / 2, inner: -STROKE_WIDTH / 2 } as const;
