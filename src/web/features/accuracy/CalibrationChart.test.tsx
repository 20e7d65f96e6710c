import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalibrationChart, cellText } from './CalibrationChart';

const cells = [
  { anticipated: 7, official: 7, count: 4 },
  { anticipated: 8, official: 8, count: 12 },
  { anticipated: 8, official: 9, count: 3 },
  { anticipated: 9, official: 7, count: 1 },
];

describe('CalibrationChart', () => {
  it('draws one labelled mark per cell, with its count written in it', () => {
    const { container } = render(<CalibrationChart cells={cells} />);
    const marks = container.querySelectorAll('.calibration-cell');
    expect(marks).toHaveLength(cells.length);
    cells.forEach((cell, i) => {
      const mark = marks[i]!;
      expect(mark.querySelector('title')).toHaveTextContent(cellText(cell));
      expect(mark.querySelector('circle')).not.toBeNull();
      expect(mark.querySelector('text')).toHaveTextContent(String(cell.count));
    });
    expect(marks[2]!.querySelector('title')).toHaveTextContent('We anticipated 8, official grade 9: 3 results');
  });

  it('sums itself up for screen readers and gives its figures as a table', () => {
    render(<CalibrationChart cells={cells} />);
    expect(
      screen.getByRole('img', {
        name: 'Our anticipated grade against the official grade, for 20 results: 16 on the perfect-estimate line, 4 off it.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Results by our anticipated grade and the official grade' });
    expect(within(table).getAllByRole('row')).toHaveLength(cells.length + 1);
  });
});
