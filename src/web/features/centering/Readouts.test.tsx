import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Readouts } from './Readouts';

// A modern Magic card measured well cut: even left to right, its bottom border three times its top by design.
const magic = { lPct: 49, rPct: 51, tPct: 26.5, bPct: 73.5, angleDeg: 0 };
const props = { result: magic, placed: true, geometry: null, status: '', onCopy: () => undefined };
const psa = () => screen.getByText('PSA').parentElement!.textContent;

describe('Readouts', () => {
  it('reads the bands from left to right alone where the bottom border was measured past its text, and says so', () => {
    render(<Readouts {...props} textInBorder="bottom" />);
    expect(psa()).toBe('PSA front PSA 10 · back PSA 10');
    expect(screen.getByTestId('bands-one-axis').textContent).toMatch(
      /From left to right only: the bottom border has text printed in it .* top to bottom is for the grader to judge/,
    );
  });

  it('reads both pairs where no border holds text', () => {
    render(<Readouts {...props} />);
    expect(psa()).toBe('PSA front below listed bands · back PSA 10');
    expect(screen.queryByTestId('bands-one-axis')).toBeNull();
  });
});
