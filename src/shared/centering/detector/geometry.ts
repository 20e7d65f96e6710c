/** Plain 2-D geometry for the detector and the synthetic cards: points, lines and 4-point homographies. */
export type Vec = { x: number; y: number };

/** A line through `point` along the unit vector `direction`. */
export type Line = { point: Vec; direction: Vec };

/** Row-major 3x3 matrix, last element normalised to 1. */
export type Homography = readonly number[];

export function intersect(a: Line, b: Line): Vec | null {
  const det = a.direction.x * b.direction.y - a.direction.y * b.direction.x;
  if (Math.abs(det) < 1e-9) return null;
  const dx = b.point.x - a.point.x;
  const dy = b.point.y - a.point.y;
  const t = (dx * b.direction.y - dy * b.direction.x) / det;
  return { x: a.point.x + t * a.direction.x, y: a.point.y + t * a.direction.y };
}

export const distance = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y);

export function applyHomography(h: Homography, x: number, y: number): Vec {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}

/** The homography taking each `from[i]` to `to[i]` (four point pairs, no three collinear). */
export function homographyFrom(from: readonly Vec[], to: readonly Vec[]): Homography {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  return [...solve(rows), 1];
}

/** Gaussian elimination with partial pivoting on an augmented n x (n+1) system. */
function solve(rows: number[][]): number[] {
  const n = rows.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const p = rows[col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = rows[r]!;
      const factor = row[col]! / p[col]!;
      for (let c = col; c <= n; c++) row[c]! -= factor * p[c]!;
    }
  }
  return rows.map((row, i) => row[n]! / row[i]!);
}

export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, m] = h as [number, number, number, number, number, number, number, number, number];
  const inv = [
    e * m - f * k,
    c * k - b * m,
    b * f - c * e,
    f * g - d * m,
    a * m - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const scale = inv[8]!;
  return inv.map((value) => value / scale);
}

/**
 * A phone's main camera: its focal length is about 0.8 of the photo's long side (26 mm in full-frame terms; solved
 * from the outlines of the slanted real photos at hand, 0.85-0.93). Solving it per photo instead was unsteady: on
 * a card a quarter of the frame wide, a pixel at a corner moved it from 0.7 to 1.5.
 */
const USUAL_FOCAL = 0.8;

/**
 * Width over height of the rectangle photographed as the quad `corners` (top-left, top-right, bottom-right,
 * bottom-left; x right, y down), seen square-on. A phone held at a slant shortens a card's far half: its outline
 * was 0.76-0.80 wide per high on real photos of cards that are 0.72. The quad's vanishing points give the card's
 * plane, for a camera looking through the photo's centre with a phone's usual focal length (the rectangle's
 * aspect from a quad: Zhang and He, whiteboard scanning, 2007). With opposite sides parallel in the photo this is
 * the ratio of the mean sides.
 */
export function rectifiedAspect(corners: readonly [Vec, Vec, Vec, Vec], centre: Vec, longSide: number): number {
  const [tl, tr, br, bl] = corners;
  const corner = new Float64Array([tl.x, tl.y, tr.x, tr.y, br.x, br.y, bl.x, bl.y]);
  return rectifiedAspectOf(corner, centre, longSide);
}

/**
 * rectifiedAspect of corners given as x, y pairs in `corner` (top-left, top-right, bottom-right, bottom-left): the
 * outline search asks it of thousands of quads, and makes objects only for those of a card's shape.
 */
export function rectifiedAspectOf(
  corner: Float64Array,
  centre: Vec,
  longSide: number,
  focalShare = USUAL_FOCAL,
): number {
  // Corners as homogeneous points about the centre (z = 1): m1 top-left, m2 top-right, m3 bottom-left, m4
  // bottom-right. Plain numbers throughout (no destructuring, no Math.hypot): this runs for every quad tried.
  const x1 = corner[0]! - centre.x;
  const y1 = corner[1]! - centre.y;
  const x2 = corner[2]! - centre.x;
  const y2 = corner[3]! - centre.y;
  const x4 = corner[4]! - centre.x;
  const y4 = corner[5]! - centre.y;
  const x3 = corner[6]! - centre.x;
  const y3 = corner[7]! - centre.y;
  // (m1 x m4) . m3, (m2 x m4) . m3, (m1 x m4) . m2 and (m3 x m4) . m2.
  const k2 = det(x1, y1, x4, y4, x3, y3) / det(x2, y2, x4, y4, x3, y3);
  const k3 = det(x1, y1, x4, y4, x2, y2) / det(x3, y3, x4, y4, x2, y2);
  // The card's top side and left side as directions in the camera's frame, up to scale: k m - m1.
  const focal = focalShare * longSide;
  const top = length3((k2 * x2 - x1) / focal, (k2 * y2 - y1) / focal, k2 - 1);
  const left = length3((k3 * x3 - x1) / focal, (k3 * y3 - y1) / focal, k3 - 1);
  const ratio = top / left;
  if (Number.isFinite(ratio) && ratio > 0) return ratio;
  return (
    (length3(x2 - x1, y2 - y1, 0) + length3(x4 - x3, y4 - y3, 0)) /
    (length3(x3 - x1, y3 - y1, 0) + length3(x4 - x2, y4 - y2, 0))
  );
}

/**
 * The focal lengths a phone may take a card with, in long sides of its photo: its main camera's (0.75-0.8) to its
 * 2x camera's (about 1.5).
 */
const FOCAL_RANGE = [0.7, 1.5] as const;

/**
 * How far the quad `corners` (top-left, top-right, bottom-right, bottom-left) is from a rectangle `aspect` wide per
 * high, as a share of it, at the focal length in FOCAL_RANGE that brings it nearest. A card seen square-on has one
 * shape whatever the lens; seen at a slant, a wide lens shortens its far half more than a long one, and which the
 * phone used is not known (Magic photos retaken under a phone slanted 20 degrees at a focal length of 0.95 were 0.67
 * wide per high at the usual 0.8, and refused as no card). The shape changes steadily with the focal length, so the
 * range's ends bound it.
 */
export function aspectGap(corners: readonly [Vec, Vec, Vec, Vec], centre: Vec, longSide: number, aspect: number) {
  const corner = new Float64Array(corners.flatMap((c) => [c.x, c.y]));
  const [wide, long] = FOCAL_RANGE.map((focal) => rectifiedAspectOf(corner, centre, longSide, focal) / aspect - 1);
  return wide! * long! <= 0 ? 0 : Math.min(Math.abs(wide!), Math.abs(long!));
}

const length3 = (x: number, y: number, z: number) => Math.sqrt(x * x + y * y + z * z);

/** (a x b) . c of three points (x, y, 1): twice the signed area of the triangle they make. */
const det = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  ax * (by - cy) - ay * (bx - cx) + (bx * cy - by * cx);
