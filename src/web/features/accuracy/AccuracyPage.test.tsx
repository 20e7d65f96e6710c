import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackRecord, type RecordRow, type TrackRecord } from '../../../shared/track-record';
import AccuracyPage from './AccuracyPage';

/** `exact` results at our anticipated 8, then `off` graded two higher (neither exact nor within one). */
function rows(exact: number, off = 0): RecordRow[] {
  const row = (official: number): RecordRow => ({
    anticipated: 8,
    ceiling: 9,
    official,
    company: 'PSA',
    month: '2025-07',
  });
  return [...Array.from({ length: exact }, () => row(8)), ...Array.from({ length: off }, () => row(10))];
}

function renderPage(answer: { record: TrackRecord; unverified?: number; sample?: TrackRecord | null }) {
  const fetch = vi.fn(async () => Response.json({ unverified: 0, sample: null, ...answer }));
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <AccuracyPage />
    </MemoryRouter>,
  );
  return fetch;
}

/** The headline share named `name`, as the page words it. */
const headline = async (name: string) => (await screen.findByText(name, { selector: 'dt' })).parentElement!;

describe('AccuracyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives no percentage under 20 results, only how many there are so far', async () => {
    renderPage({ record: trackRecord(rows(12)), unverified: 3 });
    const exact = await headline('Exactly our anticipated grade');
    expect(within(exact).getByText('not enough results yet (12 so far)')).toBeInTheDocument();
    expect(screen.getByText('12 estimates have a verified official result.')).toBeInTheDocument();
    expect(
      screen.getByText('3 more reported results are waiting for staff to check them; they do not count yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('gives a percentage with its sample size from 20 results', async () => {
    renderPage({ record: trackRecord(rows(17, 3)) });
    expect(within(await headline('Exactly our anticipated grade')).getByText('85% (17 of 20)')).toBeInTheDocument();
    expect(within(await headline('Within one grade')).getByText('85% (17 of 20)')).toBeInTheDocument();
    const companies = screen.getByRole('table', { name: 'The shares by grading company' });
    expect(within(companies).getByRole('rowheader', { name: 'PSA' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'The shares by month of the official result' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /for 20 results: 17 on the perfect-estimate line/ })).toBeInTheDocument();
    expect(screen.queryByText(/waiting for staff to check/)).toBeNull();
  });

  it('shows the made-up sample apart, and only when there is one', async () => {
    renderPage({ record: trackRecord([]), sample: trackRecord(rows(30)) });
    const sample = await screen.findByRole('region', { name: 'Sample data' });
    expect(
      within(sample).getByText(
        'Made-up results for this evaluation install, to show how the page looks once results come in. Not real results.',
      ),
    ).toBeInTheDocument();
    expect(within(sample).getAllByText('100% (30 of 30)')).not.toHaveLength(0);
    // The real record, empty, says so above it.
    expect(screen.getByText(/No official result has been verified yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we count' })).toBeInTheDocument();
  });

  it('has no sample section without a sample', async () => {
    renderPage({ record: trackRecord(rows(20)) });
    await headline('Exactly our anticipated grade');
    expect(screen.queryByRole('region', { name: 'Sample data' })).toBeNull();
    expect(screen.queryByText(/Made-up results/)).toBeNull();
  });
});
