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
