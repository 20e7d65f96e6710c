import { COMPANY_NAMES } from '../../../shared/official-results';
import { shareText, type Comparison, type TrackRecord } from '../../../shared/track-record';
import './accuracy.css';

// The figures of a track record, for the public /accuracy page and for a grader's own record alike.

const HEADLINES = [
  {
    key: 'exact',
    name: 'Exactly our anticipated grade',
    about: 'The official grade was the grade we anticipated.',
  },
  {
    key: 'withinOne',
    name: 'Within one grade',
    about: 'The official grade was at most one grade above or below the grade we anticipated.',
  },
  {
    key: 'inRange',
    name: 'Between our anticipated and ceiling grade',
    about: 'The official grade lay in the range we gave, both ends included.',
  },
] as const satisfies readonly { key: keyof Comparison; name: string; about: string }[];

const COLUMNS = [
  { key: 'exact', name: 'Exact' },
  { key: 'withinOne', name: 'Within one grade' },
  { key: 'inRange', name: 'Anticipated to ceiling' },
] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The three shares, each with the number of results it is taken over (or "not enough results yet"). */
export function HeadlineShares({ record }: { record: Comparison }) {
  return (
    <>
      <dl className="record-shares">
        {HEADLINES.map((headline) => (
          <div key={headline.key} className="record-share">
            <dt>{headline.name}</dt>
            <dd className="record-share-value">{shareText(record[headline.key])}</dd>
            <dd className="fine-print">{headline.about}</dd>
          </div>
        ))}
      </dl>
      <p className="fine-print">
        Taken over {plural(record.compared, 'result', 'results')} with a number grade; Authentic results have none to
        compare.
      </p>
    </>
  );
}

type Row = { key: string; label: string; comparison: Comparison };

function ComparisonTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  return (
    <div className="table-scroll">
      <table className="table record-table stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Compared</th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" data-label={first}>
                {row.label}
              </th>
              <td data-label="Compared">{row.comparison.compared}</td>
              {COLUMNS.map((column) => (
                <td key={column.key} data-label={column.name}>
                  {shareText(row.comparison[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same shares for each grading company that graded at least one of the cards. */
export function CompanyTable({ record }: { record: Pick<TrackRecord, 'byCompany'> }) {
  const rows = record.byCompany.map((entry) => ({
    key: entry.company,
    label: COMPANY_NAMES[entry.company],
    comparison: entry,
  }));
  return <ComparisonTable caption="The shares by grading company" first="Company" rows={rows} />;
}

/** "2025-07" as "July 2025". */
const monthText = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The same shares by the month of the official result, oldest first. */
export function MonthTable({ record }: { record: Pick<TrackRecord, 'byMonth'> }) {
  const rows = record.byMonth.map((entry) => ({ key: entry.month, label: monthText(entry.month), comparison: entry }));
  return <ComparisonTable caption="The shares by month of the official result" first="Month" rows={rows} />;
}
