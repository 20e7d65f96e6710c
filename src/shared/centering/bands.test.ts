import { describe, expect, it } from 'vitest';
import { bandsReached } from './bands.js';

const split = (lPct: number, tPct: number) => ({ lPct, rPct: 100 - lPct, tPct, bPct: 100 - tPct, angleDeg: 0 });
const byCompany = (lPct: number, tPct: number) =>
  Object.fromEntries(bandsReached(split(lPct, tPct)).map((band) => [band.company, band]));

describe('bandsReached', () => {
  it('gives the top bands to a perfectly centred card', () => {
    const bands = byCompany(50, 50);
    expect(bands.PSA?.asFront).toBe('PSA 10');
    expect(bands.BGS?.asFront).toBe('BGS 10');
    expect(bands.CGC?.asFront).toBe('CGC Pristine 10');
    expect(bands.CGC?.asBack).toBe('CGC 10');
  });

  it('reads 55/45 as a PSA 10 front and 58/42 as a PSA 9 front', () => {
    expect(byCompany(44.6, 50).PSA?.asFront).toBe('PSA 10');
    expect(byCompany(42, 50).PSA?.asFront).toBe('PSA 9');
  });

  it('applies the BGS 9.5 rule: 50/50 one way, 55/45 the other', () => {
    expect(byCompany(45, 50).BGS?.asFront).toBe('BGS 9.5');
    expect(byCompany(45, 45).BGS?.asFront).toBe('BGS 9');
  });

  it('reports no band below the table and keeps the back separate', () => {
    const bands = byCompany(20, 50);
    expect(bands.PSA?.asFront).toBeNull();
    expect(bands.PSA?.asBack).toBe('PSA 9');
    expect(byCompany(5, 50).PSA?.asBack).toBeNull();
  });

  it('shows no figures for SGC, which could not be confirmed', () => {
    expect(byCompany(50, 50).SGC).toEqual({ company: 'SGC', asFront: null, asBack: null, known: false });
  });
});
