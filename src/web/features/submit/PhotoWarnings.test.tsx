import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoQuality } from '../../../shared/photo-quality/index';
import { PhotoSlot } from './PhotoSlot';
import { checkPhotoQuality } from './quality';
import { usePhotoPicks } from './usePhotoPicks';

// The measurements are the worker's; here they are whatever each test says.
vi.mock('./quality', () => ({ checkPhotoQuality: vi.fn() }));
const check = vi.mocked(checkPhotoQuality);

const good: PhotoQuality = {
  shortSidePx: 2400,
  cardMeasured: true,
  fill: 0.5,
  focus: 0.5,
  glare: 0,
  detection: { confidence: 0.9, edgeFound: true },
};

function Front() {
  const { picks, problems, choose, remove } = usePhotoPicks();
  return (
    <ul>
      <PhotoSlot
        photo={{ key: 'front', label: 'Front' }}
        pick={picks.front}
        problem={problems.front}
        progress={null}
        missing={false}
        onChoose={(file) => choose('front', file)}
        onRemove={() => remove('front')}
      />
    </ul>
  );
}

async function addFront() {
  render(<Front />);
  await userEvent.upload(screen.getByLabelText('Front'), new File(['photo'], 'front.jpg', { type: 'image/jpeg' }));
}

describe('photo quality warnings', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    check.mockReset();
  });

  it('says a good photo looks good, and asks the detector only about the front and back', async () => {
    check.mockResolvedValue(good);
    await addFront();
    expect(await screen.findByRole('status')).toHaveTextContent('Front looks good.');
    expect(check).toHaveBeenCalledWith(expect.any(File), true);
  });

  it('explains each problem with how to fix it, beside the photo and without marking it invalid', async () => {
    check.mockResolvedValue({ ...good, focus: 0.05, glare: 0.04, fill: 0.2, shortSidePx: 500 });
    await addFront();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Front looks blurry: hold the phone steady and tap to focus.');
    expect(status).toHaveTextContent(/glare on the card: tilt the card/);
    expect(status).toHaveTextContent(/The card is small in Front: move closer/);
    expect(status).toHaveTextContent(/low resolution \(the card is 500 px across\)/);
    const input = screen.getByLabelText('Front');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription(/looks blurry/);
    expect(screen.getByRole('button', { name: 'Remove Front' })).toBeEnabled();
  });

  it('shows nothing when the browser cannot check the photo', async () => {
    check.mockResolvedValue(null);
    await addFront();
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('front.jpg')).toBeInTheDocument();
  });
});
