import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REQUIRED_PHOTOS } from '../../../shared/constants';
import type { Mark } from '../../../shared/marks';
import type { SubmissionPhoto } from '../../../shared/submissions';
import type { Corners } from '../../../shared/centering/perspective';
import { CardPhotos } from './CardPhotos';

const photos: SubmissionPhoto[] = REQUIRED_PHOTOS.map(({ key, label }) => ({
  key,
  label,
  thumbUrl: `/p/${key}?size=thumb`,
  url: `/p/${key}?size=display`,
  fullUrl: `/p/${key}?size=full`,
  width: 1200,
  height: 1600,
}));
const marks: Mark[] = [
  { photoKey: 'front', x: 100, y: 120, width: 0, height: 0, issue: 'corner damage', note: 'top left' },
  { photoKey: 'backTopLeft', x: 10, y: 10, width: 40, height: 40, issue: 'corner whitening', note: '' },
];
// Borders of 60 and 40 across (60/40), 50 and 50 down, on a rendering half the photo's size.
const drawing = {
  imageWidth: 600,
  imageHeight: 800,
  outer: { x: 100, y: 100, width: 400, height: 560 },
  inner: { x: 160, y: 150, width: 300, height: 460 },
  angleDeg: 0,
};

describe('CardPhotos', () => {
  it('leads with the front and back, the centering drawn and named, then the eight corners', () => {
    render(<CardPhotos marks={marks} photos={photos} drawings={{ front: drawing }} />);
    const front = screen.getByRole('img', { name: "Front, with its centering boxes, with the grader's marks" });
    expect(front.closest('figure')).toHaveTextContent('Left/right 60/40 · top/bottom 50/50');
    // Closed in on the card: the drawing's outer box, at the photo's scale, with room around it.
    const [x, y, width, height] = front.getAttribute('viewBox')!.split(' ').map(Number);
    expect(x! + width! / 2).toBeCloseTo(600);
    expect(y! + height! / 2).toBeCloseTo(760);
    expect(height).toBeLessThan(1600);
    expect(screen.getByRole('img', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Corners' })).toBeInTheDocument();
    expect(document.querySelectorAll('.card-photo-grid.corners figure')).toHaveLength(8);
    expect(screen.getByRole('img', { name: "Back Corner #1, with the grader's marks" })).toBeInTheDocument();
  });

  it('draws the boxes of a card photographed at a slant on its corners, not as turned rectangles', () => {
    // Narrower at the top: the outer box's corners on the 600 x 800 rendering the drawing was made on.
    const corners = [
      { x: 110, y: 102 },
      { x: 490, y: 98 },
      { x: 505, y: 662 },
      { x: 96, y: 658 },
    ] satisfies Corners;
    render(<CardPhotos marks={[]} photos={photos} drawings={{ front: { ...drawing, corners } }} />);
    const [outer, inner] = [...document.querySelectorAll('#card-photo-front .centering-shapes polygon')];
    expect(outer).toHaveAttribute('points', '110,102 490,98 505,662 96,658');
    const innerCorners = inner!
      .getAttribute('points')!
      .split(' ')
      .map((pair) => pair.split(',').map(Number));
    // The frame's top side is shorter on the photo than its bottom one, as the card's is.
    expect(innerCorners[1]![0]! - innerCorners[0]![0]!).toBeLessThan(innerCorners[2]![0]! - innerCorners[3]![0]!);
  });

  it('zooms a photo to a mark chosen in the list or clicked on the photo, and back', () => {
    render(<CardPhotos marks={marks} photos={photos} drawings={{}} />);
    const list = screen.getByRole('list', { name: "The grader's marks" });
    fireEvent.click(within(list).getByRole('button', { name: 'Corner damage' }));
    expect(screen.getByRole('img', { name: /^Front.*zoomed to a mark$/ })).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Corner damage' }));
    expect(screen.queryByRole('img', { name: /zoomed/ })).not.toBeInTheDocument();
    fireEvent.click(document.querySelector('#card-photo-backTopLeft .mark')!);
    expect(screen.getByRole('img', { name: /^Back Corner #1.*zoomed to a mark$/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Corner whitening' })).toHaveAttribute('aria-pressed', 'true');
  });
});
