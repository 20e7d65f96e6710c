import { bandsReached } from '../../../shared/centering/bands';
import type { CardSide } from '../../../shared/centering/detector';
import { percentPair, type BoxGeometry, type CenteringResult } from '../../../shared/centering/measure';

export type UseTarget = 'front' | 'back';

type Props = {
  result: CenteringResult;
  /** Whether the boxes were placed on the card: the tool's own centred boxes measure nothing. */
  placed: boolean;
  /** A border measured past the text printed in it (see ToolState): its pair is left out of the bands. */
  textInBorder?: CardSide | null;
  geometry: BoxGeometry | null;
  status: string;
  onCopy: (what: 'lr' | 'tb' | 'numbers') => void;
  onUse?: (target: UseTarget) => void;
};

const whole = (value: number) => Math.round(value).toString();
const box = (rect: BoxGeometry['outer']) =>
  `x ${whole(rect.x)}, y ${whole(rect.y)}, ${whole(rect.width)} × ${whole(rect.height)}`;

/** The numbers: splits as text (announced politely), copy and use actions, and the estimated bands. */
export function Readouts({ result, placed, textInBorder = null, geometry, status, onCopy, onUse }: Props) {
  // A modern Magic card's bottom border holds its credits and is about three times the top's by design: read as
  // measured, every well-cut card would fall below every band. That pair is left to the grader, and said so.
  const downOnly = textInBorder === 'left' || textInBorder === 'right';
  const acrossOnly = textInBorder === 'top' || textInBorder === 'bottom';
  const judged = acrossOnly ? { ...result, tPct: 50, bPct: 50 } : downOnly ? { ...result, lPct: 50, rPct: 50 } : result;
  return (
    <aside className="centering-readouts" aria-label="Centering result">
      <dl className="centering-numbers" aria-live="polite">
        <div>
          <dt>L | R</dt>
          <dd data-testid="readout-lr">{percentPair(result.lPct, result.rPct)}</dd>
        </div>
        <div>
          <dt>T | B</dt>
          <dd data-testid="readout-tb">{percentPair(result.tPct, result.bPct)}</dd>
        </div>
      </dl>
      <div className="centering-actions">
        <button type="button" className="button small ghost" onClick={() => onCopy('lr')}>
          Copy L|R
        </button>
        <button type="button" className="button small ghost" onClick={() => onCopy('tb')}>
          Copy T|B
        </button>
        <button type="button" className="button small" onClick={() => onCopy('numbers')}>
          Copy numbers
        </button>
      </div>
      {onUse && (
        <div className="centering-actions">
          <button type="button" className="button small" onClick={() => onUse('front')}>
            Use for front
          </button>
          <button type="button" className="button small" onClick={() => onUse('back')}>
            Use for back
          </button>
        </div>
      )}
      <p className="centering-status" role="status">
        {status}
      </p>
      <section className="centering-bands" aria-labelledby="centering-bands-title">
        <h2 id="centering-bands-title">Estimated centering band</h2>
        {placed ? (
          <ul>
            {bandsReached(judged).map((band) => (
              <li key={band.company}>
                <strong>{band.company}</strong>{' '}
                {band.known
                  ? `front ${band.asFront ?? 'below listed bands'} · back ${band.asBack ?? 'below listed bands'}`
                  : 'no confirmed published figures'}
              </li>
            ))}
          </ul>
        ) : (
          <p className="centering-bands-unplaced">Place the boxes on the card first, by hand or with Auto-detect.</p>
        )}
        {placed && textInBorder && (
          <p className="centering-note" data-testid="bands-one-axis">
            From {acrossOnly ? 'left to right' : 'top to bottom'} only: the {textInBorder} border has text printed in it
            and is deeper by design, so {acrossOnly ? 'top to bottom' : 'left to right'} is for the grader to judge.
          </p>
        )}
        <p className="centering-note">
          Centering only, from the companies’ published standards; corners, edges and surface decide the grade too.
        </p>
      </section>
      {geometry && (
        <details className="centering-geometry">
          <summary>Box geometry (image pixels)</summary>
          <p data-testid="geometry-outer">Outer: {box(geometry.outer)}</p>
          <p data-testid="geometry-inner">Inner: {box(geometry.inner)}</p>
        </details>
      )}
    </aside>
  );
}
