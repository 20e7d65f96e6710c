import { MIN_SAMPLE } from '../../../shared/track-record';

/** The rules behind every figure on the track record, in plain words: the page is only worth what its method is. */
export function HowWeCount() {
  return (
    <section className="prose how-we-count" aria-labelledby="how-we-count-title">
      <h2 id="how-we-count-title">How we count</h2>
      <ul>
        <li>Every verified result counts. Nothing is left out, whichever way it went.</li>
        <li>
          A result counts only once staff have matched the photo of the slab’s label to the certificate number and grade
          reported. Until then it waits, and counts in nothing.
        </li>
        <li>
          <strong>Exact</strong> means the official grade equals the grade we anticipated; <strong>within one</strong>{' '}
          means it is at most one grade above or below it; <strong>anticipated to ceiling</strong> means it lies between
          our anticipated and our ceiling grade, both included.
        </li>
        <li>
          Authentic results (the card is genuine, but has no number grade) count in the total but not in the
          comparisons.
        </li>
        <li>
          Half grades are compared as they are: a BGS 9.5 against our 9 is within one grade, not exact. In the chart a
          half grade sits with the whole grade below it.
        </li>
        <li>PSA qualifiers such as OC (off-center) do not change the number: a PSA 8 OC counts as an 8.</li>
        <li>Graders are shown only in aggregate: this page names no grader.</li>
        <li>
          A share over fewer than {MIN_SAMPLE} results is not given as a percentage: it says “not enough results yet”
          and how many there are so far.
        </li>
        <li>A slab counts once: a certificate number already reported for another card is refused.</li>
        <li>Months are those of the official result.</li>
      </ul>
    </section>
  );
}
