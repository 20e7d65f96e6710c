import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficialResult } from '../../../shared/official-result-schema';
import { CERTIFICATE_FORMATS, officialResultTexts } from '../../../shared/official-results';
import { renderSignedIn, sampleReview, sampleSubmission } from '../../../../tests/helpers/report-pages';
import { OfficialResultSection } from './OfficialResultSection';

const PATH = '/api/submissions/s1/official-result';
const estimate = { anticipatedGrade: 8, ceilingGrade: 9 };

const saved: OfficialResult = {
  id: 'or1',
  submissionId: 's1',
  company: 'PSA',
  companyName: null,
  grade: '9',
  qualifier: null,
  tagScore: null,
  certificate: '81234567',
  gradedOn: '2025-07-01',
  centeringSubgrade: null,
  centeringNote: null,
  hasLabelPhoto: false,
  status: 'pending',
  rejectReason: null,
  updatedAt: '2025-07-02T10:00:00.000Z',
};
const change = { at: '2025-07-02T10:00:00.000Z', by: 'You', what: 'PSA 9, certificate 81234567' };

/** The section on a graded order, with the API keeping what is posted; returns the bodies posted. */
function renderSection(path = '/orders/s1', uploads: FormData[] = []) {
  let result: OfficialResult | null = null;
  const posted: unknown[] = [];
  renderSignedIn(
    {
      path,
      route: '/orders/:id',
      element: <OfficialResultSection submission={sampleSubmission([sampleReview()])} />,
    },
    (url, init) => {
      if (url === `${PATH}/label` && init?.body instanceof FormData) {
        uploads.push(init.body);
        result = { ...saved, hasLabelPhoto: true };
        return { body: { ok: true, message: 'Label photo saved.' } };
      }
      if (url === PATH && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        result = saved;
        return { body: { ok: true, message: officialResultTexts.saved, result } };
      }
      return { body: { result, changes: result ? [change] : [], estimate } };
    },
  );
  return posted;
}

/** Fills the form for a PSA grade with this certificate number. */
async function fillPsa(certificate: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grading company' }), 'PSA');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '9');
  await userEvent.type(screen.getByRole('textbox', { name: 'Certificate number' }), certificate);
  fireEvent.change(screen.getByLabelText('Date graded'), { target: { value: '2025-07-01' } });
}

describe('OfficialResultSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is wrong under the field, in the format’s words, and posts nothing', async () => {
    const posted = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add the official grade' }));
    await fillPsa('12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save the official grade' }));
    const certificate = screen.getByRole('textbox', { name: 'Certificate number' });
    expect(certificate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(CERTIFICATE_FORMATS.PSA.says)).toHaveClass('field-error');
    expect(certificate).toHaveAccessibleDescription(expect.stringContaining(CERTIFICATE_FORMATS.PSA.says));
    expect(certificate).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('posts a valid PSA 9 and shows it, waiting for staff to check', async () => {
    const posted = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add the official grade' }));
    await fillPsa('8123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save the official grade' }));
    expect(await screen.findByText(officialResultTexts.saved)).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ company: 'PSA', grade: '9', certificate: '81234567' })]);
    const section = screen.getByRole('region', { name: 'Official grade' });
    expect(await within(section).findByText('Waiting for staff to check')).toBeInTheDocument();
    expect(within(section).getByText('PSA 9')).toBeInTheDocument();
    expect(within(section).getByText('You: PSA 9, certificate 81234567', { exact: false })).toBeInTheDocument();
    expect(within(section).getByText('No label photo')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('sends the label photo once the result is saved, after checking its type', async () => {
    const uploads: FormData[] = [];
    renderSection('/orders/s1', uploads);
    await userEvent.click(await screen.findByRole('button', { name: 'Add the official grade' }));
    await fillPsa('81234567');
    const photo = screen.getByLabelText('Photo of the slab’s label (optional)');
    await userEvent.upload(photo, new File(['%PDF'], 'label.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(
      screen.getByText('The label photo must be PNG, JPEG, or HEIC. Detected: application/pdf'),
    ).toBeInTheDocument();
    const label = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'label.jpg', { type: 'image/jpeg' });
    await userEvent.upload(photo, label);
    await userEvent.click(screen.getByRole('button', { name: 'Save the official grade' }));
    expect(await screen.findByText(officialResultTexts.saved)).toBeInTheDocument();
    expect(uploads.map((form) => (form.get('photo') as File).name)).toEqual(['label.jpg']);
    expect(await screen.findByRole('img', { name: 'The label of the slab of Charizard' })).toBeInTheDocument();
  });

  it('opens the form at once from the reminder e-mail’s link', async () => {
    renderSection('/orders/s1#official-result');
    const company = await screen.findByRole('combobox', { name: 'Grading company' });
    // The form takes the focus in an effect after it is shown: on a busy machine the check can come between the two.
    await waitFor(() => expect(company).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Add the official grade' })).toBeNull();
  });
});
