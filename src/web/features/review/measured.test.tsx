import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeasuredCentering } from '../../../shared/centering/measured';
import { CenteringPanel } from './CenteringPanel';
import { detectedOnDisplay, proposedCentering, proposedSplit } from './measured';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const measured = (overrides: Partial<MeasuredCentering> = {}): MeasuredCentering =>
  ({
    ok: true,
    outer: box(400, 300, 2520, 3520),
    inner: box(560, 500, 2240, 3100),
    lPct: 44.6,
    rPct: 55.4,
    tPct: 52.0,
    bPct: 48.0,
    angleDeg: 1.5,
    confidence: 0.9,
    imageWidth: 3000,
    imageHeight: 4800,
    measuredAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  }) as MeasuredCentering;

describe('the measured centering proposed in the review', () => {
  it('writes the worse axis, larger side first, in whole numbers', () => {
    expect(proposedSplit(measured())).toBe('55/45');
    expect(proposedSplit(measured({ tPct: 38.2, bPct: 61.8 }))).toBe('62/38');
    expect(proposedSplit(undefined)).toBeNull();
    expect(
      proposedSplit({
        ok: false,
        confidence: 0.1,
        reason: 'no border to measure (full-art card)',
      } as MeasuredCentering),
    ).toBeNull();
  });

  it('fills both fields, leaving a side that was not measured empty, with the boxes when they give the figure', () => {
    // Borders of 160 and 120 across: 57/43 from the boxes, where the detector's own margins said 55/45.
    expect(proposedCentering({ front: measured() })).toEqual({
      centeringFront: '55/45',
      centeringBack: '',
      drawings: { front: undefined, back: undefined },
    });
    const agreeing = measured({ lPct: 57.1, rPct: 42.9, tPct: 47.6, bPct: 52.4 });
    // Borders of 200 and 220 down: 52/48, so left/right's 57/43 is the figure.
    expect(proposedCentering({ back: agreeing })).toEqual({
      centeringFront: '',
      centeringBack: '57/43',
      drawings: {
        front: undefined,
        back: {
          imageWidth: 3000,
          imageHeight: 4800,
          outer: agreeing.ok && agreeing.outer,
          inner: agreeing.ok && agreeing.inner,
          angleDeg: 1.5,
        },
      },
    });
  });

  it('scales the boxes from the full-size photo to the display rendering (longest side 2400 px)', () => {
    const detected = detectedOnDisplay(measured())!;
    expect(detected.outer).toEqual(box(200, 150, 1260, 1760));
    expect(detected.angleDeg).toBe(1.5);
    const small = detectedOnDisplay(measured({ imageWidth: 1200, imageHeight: 1600 }))!;
    expect(small.outer).toEqual(box(400, 300, 2520, 3520));
  });

  it('passes on the slant, a share of the card that scaling leaves alone, where the measurement has it', () => {
    expect(detectedOnDisplay(measured({ slant: 0.07 }))!.slant).toBe(0.07);
    expect(detectedOnDisplay(measured())).not.toHaveProperty('slant');
  });

  it('names a border measured past the text printed in it, to the tool and above it', () => {
    const front = measured({ tPct: 25, bPct: 75, textInBorder: 'bottom' });
    expect(detectedOnDisplay(front)!.textInBorder).toBe('bottom');
    expect(detectedOnDisplay(measured())).not.toHaveProperty('textInBorder');
    render(<CenteringPanel photos={[]} centering={{ front, back: measured() }} onUse={() => {}} />);
    expect(
      screen.getByText(
        'Measured automatically, and proposed in the form: front 75/25 (confidence 0.90; its bottom border measured past the text printed in it); back 55/45 (confidence 0.90). Check it with the tool.',
      ),
    ).toBeInTheDocument();
  });
});
