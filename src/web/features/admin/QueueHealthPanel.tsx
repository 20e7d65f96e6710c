import { useId } from 'react';
import type { QueueHealth } from '../../api/admin';
import { hoursAndMinutes, plural } from './format';

type TurnaroundPromise = QueueHealth['promise'];
type Verdict = { tone: 'kept' | 'late' | 'missed'; label: string; text: string };

/** The oldest waiting card against the promise: over the most we promise is a miss, over the usual a warning. */
function oldestVerdict(minutes: number, promise: TurnaroundPromise): Verdict {
  if (minutes > promise.mostHours * 60)
    return { tone: 'missed', label: 'Promise missed', text: `a card has waited over ${promise.mostHours} hours.` };
  if (minutes > promise.usualHours * 60)
    return {
      tone: 'late',
      label: 'Longer than usual',
      text: `over ${promise.usualHours} hours, still within the ${promise.mostHours} promised at most.`,
    };
  return { tone: 'kept', label: 'Promise kept', text: `within ${promise.usualHours} hours.` };
}

/** The week's median time to a result: over the usual hours, half the results or more came later than promised. */
function medianVerdict(minutes: number, promise: TurnaroundPromise): Verdict {
  if (minutes > promise.usualHours * 60)
    return {
      tone: 'missed',
      label: 'Promise missed',
      text: `half the results or more took over ${promise.usualHours} hours.`,
    };
  return { tone: 'kept', label: 'Promise kept', text: `most results came within ${promise.usualHours} hours.` };
}

/** Said in words first, so the verdict never rests on its colour. */
function VerdictLine({ verdict }: { verdict: Verdict }) {
  return (
    <p className={`health-verdict ${verdict.tone}`}>
      <strong>{verdict.label}:</strong> {verdict.text}
    </p>
  );
}

/** How the queue keeps the FAQ's promise: what waits now, and how long results took this week. */
export function QueueHealthPanel({ health }: { health: QueueHealth }) {
  const titleId = useId();
  const { promise } = health;
  return (
    <section className="card queue-health" aria-labelledby={titleId}>
      <h2 id={titleId}>The queue’s health</h2>
      <p className="fine-print">
        Our promise: most results within {promise.usualHours} hours, none after {promise.mostHours}.
      </p>
      <dl className="health-figures">
        <div>
          <dt>Waiting</dt>
          <dd>{plural(health.waiting, 'card')}</dd>
        </div>
        <div>
          <dt>Oldest waiting</dt>
          {health.oldestWaitingMinutes === null ? (
            <dd>No card is waiting.</dd>
          ) : (
            <dd>
              {hoursAndMinutes(health.oldestWaitingMinutes)}
              <VerdictLine verdict={oldestVerdict(health.oldestWaitingMinutes, promise)} />
            </dd>
          )}
        </div>
        <div>
          <dt>Median time to a result this week</dt>
          {health.medianResultMinutes === null ? (
            <dd>No results this week.</dd>
          ) : (
            <dd>
              {hoursAndMinutes(health.medianResultMinutes)}, over {plural(health.completedThisWeek, 'result')}
              <VerdictLine verdict={medianVerdict(health.medianResultMinutes, promise)} />
            </dd>
          )}
        </div>
      </dl>
    </section>
  );
}
