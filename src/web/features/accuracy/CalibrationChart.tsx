import type { TrackRecord } from '../../../shared/track-record';
import './accuracy.css';

type Cell = TrackRecord['calibration'][number];

// The drawing's own units (the viewBox): a square plot of ten grades a side, with room for the axes' words.
const STEP = 30;
const PLOT = 10 * STEP;
const LEFT = 52;
const TOP = 16;
const BOTTOM = 46;
const WIDTH = LEFT + PLOT + 16;
const HEIGHT = TOP + PLOT + BOTTOM;
const GRADES = Array.from({ length: 10 }, (_, i) => i + 1);
/** The smallest circle still holds a one-digit count; the largest fills its cell. */
const MIN_RADIUS = 7;
const MAX_RADIUS = STEP / 2 - 1;

const x = (grade: number) => LEFT + (grade - 0.5) * STEP;
const y = (grade: number) => TOP + (10.5 - grade) * STEP;
/** By area: a cell with four times the results has a circle four times as large. */
const radius = (count: number, most: number) => Math.max(MIN_RADIUS, Math.sqrt(count / most) * MAX_RADIUS);

const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;
export const cellText = (cell: Cell) =>
  `We anticipated ${cell.anticipated}, official grade ${cell.official}: ${results(cell.count)}`;

/**
 * How often each grade we anticipated met each official grade: a circle per pair that occurred, sized by how many,
 * with the count written in it, over the diagonal where the two agree. Official half grades sit with the whole grade
 * below (a 9.5 with the 9s), as the figures give them. The same figures follow as a table, for screen readers and
 * for anyone who wants the numbers.
 */
export function CalibrationChart({ cells }: { cells: Cell[] }) {
  const most = Math.max(1, ...cells.map((cell) => cell.count));
  const total = cells.reduce((sum, cell) => sum + cell.count, 0);
  const exact = cells.filter((cell) => cell.anticipated === cell.official).reduce((sum, cell) => sum + cell.count, 0);
  const summary =
    `Our anticipated grade against the official grade, for ${results(total)}: ` +
    `${exact} on the perfect-estimate line, ${total - exact} off it.`;

  return (
    <figure className="calibration">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="calibration-chart">
        <title>{summary}</title>
        <g className="calibration-grid" aria-hidden="true">
          {[...GRADES, 11].map((grade) => (
            <g key={grade}>
              <line x1={x(grade - 0.5)} x2={x(grade - 0.5)} y1={TOP} y2={TOP + PLOT} />
              <line x1={LEFT} x2={LEFT + PLOT} y1={y(grade - 0.5)} y2={y(grade - 0.5)} />
            </g>
          ))}
        </g>
        <line className="calibration-diagonal" x1={x(0.5)} y1={y(0.5)} x2={x(10.5)} y2={y(10.5)} />
        <g className="calibration-ticks">
          {GRADES.map((grade) => (
            <g key={grade}>
              <text x={x(grade)} y={TOP + PLOT + 15} textAnchor="middle">
                {grade}
              </text>
              <text x={LEFT - 8} y={y(grade) + 4} textAnchor="end">
                {grade}
              </text>
            </g>
          ))}
          <text className="calibration-axis" x={LEFT + PLOT / 2} y={HEIGHT - 8} textAnchor="middle">
            Our anticipated grade
          </text>
          <text
            className="calibration-axis"
            x={14}
            y={TOP + PLOT / 2}
            textAnchor="middle"
            transform={`rotate(-90 14 ${TOP + PLOT / 2})`}
          >
            Official grade
          </text>
        </g>
        {cells.map((cell) => (
          <g key={`${cell.anticipated}-${cell.official}`} className="calibration-cell">
            <title>{cellText(cell)}</title>
            <circle cx={x(cell.anticipated)} cy={y(cell.official)} r={radius(cell.count, most)} />
            <text x={x(cell.anticipated)} y={y(cell.official) + 4} textAnchor="middle">
              {cell.count}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="fine-print">
        <svg className="calibration-key" viewBox="0 0 32 8" aria-hidden="true">
          <line className="calibration-diagonal" x1={0} y1={4} x2={32} y2={4} />
        </svg>{' '}
        Dashed line: the perfect estimate, where the official grade equals the grade we anticipated. Each circle counts
        the cards at one pair of grades; official half grades are counted with the whole grade below.
      </figcaption>
      <details className="calibration-data">
        <summary>The chart’s figures as a table</summary>
        <table className="table">
          <caption className="visually-hidden">Results by our anticipated grade and the official grade</caption>
          <thead>
            <tr>
              <th scope="col">Our anticipated grade</th>
              <th scope="col">Official grade</th>
              <th scope="col">Results</th>
            </tr>
          </thead>
          <tbody>
            {cells.map((cell) => (
              <tr key={`${cell.anticipated}-${cell.official}`}>
                <td>{cell.anticipated}</td>
                <td>{cell.official}</td>
                <td>{cell.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
