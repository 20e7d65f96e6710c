import { lazy, Suspense, useState } from 'react';
import type { SubmissionCentering } from '../../../shared/centering/measured';
import type { SubmissionPhoto } from '../../../shared/submissions';
import type { UseTarget } from '../centering/Readouts';
import { detectedOnDisplay, proposedSplit } from './measured';
import type { ToolCentering } from './ReviewForm';

// The tool is large; it loads when a grader first opens the panel.
const CenteringTool = lazy(async () => ({ default: (await import('../centering/CenteringTool')).CenteringTool }));

type Props = {
  photos: SubmissionPhoto[];
  /** The server's automatic measurement, drawn as the starting boxes and named above the tool. */
  centering?: SubmissionCentering | undefined;
  onUse: (measured: ToolCentering) => void;
};

function MeasuredNote({ centering }: { centering: SubmissionCentering | undefined }) {
  const sides = (['front', 'back'] as const).filter((side) => centering?.[side]);
  if (!centering || sides.length === 0) return null;
  const describe = (side: 'front' | 'back') => {
    const measured = centering[side]!;
    return measured.ok
      ? `${side} ${proposedSplit(measured)} (confidence ${measured.confidence.toFixed(2)}${measured.textInBorder ? `; its ${measured.textInBorder} border measured past the text printed in it` : ''})`
      : `${side}: not measured (${measured.reason})`;
  };
  return (
    <p className="fine-print">
      Measured automatically, and proposed in the form: {sides.map(describe).join('; ')}. Check it with the tool.
    </p>
  );
}

/** The centering tool inside the review, on the front or the back photo; its numbers fill the form. */
export function CenteringPanel({ photos, centering, onUse }: Props) {
  const [side, setSide] = useState<UseTarget | null>(null);
  const photo = photos.find((candidate) => candidate.key === side);
  return (
    <section className="centering-panel" aria-label="Measure centering">
      <MeasuredNote centering={centering} />
      <div className="actions">
        {(['front', 'back'] as const).map((target) => (
          <button
            key={target}
            type="button"
            className="button ghost small"
            aria-pressed={side === target}
            onClick={() => setSide(side === target ? null : target)}
          >
            Measure {target} centering
          </button>
        ))}
      </div>
      {photo && (
        <div className="centering-panel-tool">
          <Suspense fallback={<p role="status">Loading the centering tool…</p>}>
            <CenteringTool
              key={photo.key}
              imageUrl={photo.url}
              detected={side ? detectedOnDisplay(centering?.[side]) : undefined}
              onUse={(target, { split, drawing }) => onUse({ target, value: split, drawing })}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
