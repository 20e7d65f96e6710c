// How often a measurement at each confidence is right: the figure that decides MIN_CONFIDENCE (the detector's
// threshold under which the product proposes no number). Shared by the synthetic and the real-photo benchmarks.

/** One measurement with known truth: its confidence and its larger error of the two axes, in points. */
export type Scored = { confidence: number; error: number };

const BINS = [0, 0.2, 0.35, 0.5, 0.65, 0.8, 1.01];

/** Rows of: confidence range, measurements, share within 1 point, share over 3 points. */
export function calibration(scored: Scored[]): string {
  const rows = ['  confidence   n   within 1 pt   over 3 pts'];
  for (let i = 0; i < BINS.length - 1; i++) {
    const [low, high] = [BINS[i]!, BINS[i + 1]!];
    const inBin = scored.filter((s) => s.confidence >= low && s.confidence < high);
    const share = (test: (s: Scored) => boolean) =>
      inBin.length ? `${((100 * inBin.filter(test).length) / inBin.length).toFixed(0)}%` : '-';
    const range = `${low.toFixed(2)}-${Math.min(1, high).toFixed(2)}`;
    rows.push(
      `  ${range.padEnd(10)} ${String(inBin.length).padStart(3)}   ${share((s) => s.error <= 1).padStart(10)}   ${share((s) => s.error > 3).padStart(10)}`,
    );
  }
  return rows.join('\n');
}
