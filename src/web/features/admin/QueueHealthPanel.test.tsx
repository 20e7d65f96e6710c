import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleHealth } from '../../../../tests/helpers/staff-console';
import { QueueHealthPanel } from './QueueHealthPanel';

describe('QueueHealthPanel', () => {
  it('says in words that the promise is missed when a card has waited over the most promised', () => {
    render(<QueueHealthPanel health={sampleHealth({ oldestWaitingMinutes: 12 * 60 + 5 })} />);
    expect(screen.getByText('12 h 5 min')).toBeInTheDocument();
    expect(screen.getByText(/a card has waited over 12 hours/).textContent).toBe(
      'Promise missed: a card has waited over 12 hours.',
    );
  });

  it('says the promise is kept while the oldest card and the median are within the usual hours', () => {
    render(<QueueHealthPanel health={sampleHealth({ oldestWaitingMinutes: 50, medianResultMinutes: 80 })} />);
    expect(screen.queryByText(/Promise missed/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Promise kept:')).toHaveLength(2);
  });

  it('warns when the median time to a result is over the usual hours, and says when nothing waits', () => {
    render(<QueueHealthPanel health={sampleHealth({ oldestWaitingMinutes: null, medianResultMinutes: 150 })} />);
    expect(screen.getByText('No card is waiting.')).toBeInTheDocument();
    expect(screen.getByText(/half the results or more took over 2 hours/)).toBeInTheDocument();
  });
});
