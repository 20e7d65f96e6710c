import { BAND_SOURCES, BANDS_CHECKED } from '../../../shared/centering/bands';
import { centeringVerdicts, parseSplit } from '../../../shared/centering/verdicts';

const checkedOn = new Date(`${BANDS_CHECKED}T12:00:00Z`).toLocaleDateString('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * What each grading company's published centering limits make of the grader's front and back splits: collectors
 * choose where to send a card by these. Nothing is shown when the review gives no split to judge.
 */
export function CenteringVerdicts({ front, back }: { front: string | null; back: string | null }) {
  const verdicts = centeringVerdicts(parseSplit(front), parseSplit(back));
  if (verdicts.length === 0) return null;
  return (
    <section className="centering-verdicts" aria-labelledby="centering-verdicts-title">
      <h3 id="centering-verdicts-title">Centering by grading company</h3>
      <table>
        <caption className="visually-hidden">
          The best grade each company&apos;s centering limits allow for this card
        </caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Best grade the centering allows</th>
          </tr>
        </thead>
        <tbody>
          {verdicts.map((verdict) => (
            <tr key={verdict.company}>
              <th scope="row">{verdict.company}</th>
              <td>
                <span className="verdict-grade">
                  {verdict.grade ?? 'None listed'}
                  {verdict.grade && verdict.secondary && (
                    <abbr title="From a secondary source, not the company's own page" className="verdict-secondary">
                      *
                    </abbr>
                  )}
                </span>
                <span className="verdict-detail">{verdict.detail}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fine-print">
        Centering only: corners, edges and surface decide the grade too. From each company&apos;s published standards,
        checked {checkedOn}; * marks a figure found only in a secondary source.
      </p>
      <details className="verdict-sources">
        <summary>Sources</summary>
        <dl>
          {Object.entries(BAND_SOURCES).map(([company, source]) => (
            <div key={company}>
              <dt>{company}</dt>
              <dd>{source}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
