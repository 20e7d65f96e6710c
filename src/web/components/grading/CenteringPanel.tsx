import { lazy, Suspense, useState } from 'react';
import type { SubmissionPhoto } from '../../../shared/submissions';
import type { CenteringSplit, UseTarget } from '../../centering/Readouts';

// The tool is large; it loads when a grader first opens the panel.
const CenteringTool = lazy(async () => ({ default: (await import('../../centering/CenteringTool')).CenteringTool }));

/** The worse of the two axes ('60/40' over '55/45'): what a grader writes as a side's centering. */
export function worseSplit(split: CenteringSplit): string {
  const larger = (text: string) => Number(text.split('/')[0]);
  return larger(split.topBottom) > larger(split.leftRight) ? split.topBottom : split.leftRight;
}

type Props = {
  photos: SubmissionPhoto[];
  onUse: (target: UseTarget, value: string) => void;
};

/** The centering tool inside the review, on the front or the back photo; its numbers fill the form. */
export function CenteringPanel({ photos, onUse }: Props) {
  const [side, setSide] = useState<UseTarget | null>(null);
  const photo = photos.find((candidate) => candidate.key === side);
  return (
    <section className="centering-panel" aria-label="Measure centering">
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
              onUse={(target, split) => onUse(target, worseSplit(split))}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
