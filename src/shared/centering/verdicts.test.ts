import { describe, expect, it } from 'vitest';
import { CENTERING_BANDS, type CenteringBand, type GradingCompany } from './bands.js';
import { centeringVerdicts, parseSplit, type FaceSplit } from './verdicts.js';

const face = (worse: number, better: number | null = null): FaceSplit => ({ worse, better });
const verdict = (company: GradingCompany, front: FaceSplit, back: FaceSplit | null = null) =>
  centeringVerdicts(front, back).find((v) => v.company === company)!;

describe('parseSplit', () => {
  it('reads the split a review holds, and the better axis when two are written', () => {
    expect(parseSplit('60/40')).toEqual({ worse: 60, better: null });
    expect(parseSplit('45/55')).toEqual({ worse: 55, better: null });
    expect(parseSplit('52.5 / 47.5')).toEqual({ worse: 52.5, better: null });
    expect(parseSplit('50/50 L/R, 58/42 T/B')).toEqual({ worse: 58, better: 50 });
  });

  it('finds no split in words, empty fields or pairs that are not a whole', () => {
    for (const text of [null, '', 'well centred', '3/4 of the way', '60/30']) expect(parseSplit(text)).toBeNull();
  });
});

describe('centeringVerdicts', () => {
  it('judges nothing without a front split', () => {
    expect(centeringVerdicts(null, face(60))).toEqual([]);
  });

  it('names every company, in the order collectors compare them', () => {
    expect(centeringVerdicts(face(50), face(50)).map((v) => v.company)).toEqual(['PSA', 'BGS', 'CGC', 'SGC', 'TAG']);
  });

  it('says so where a company publishes no limits, instead of guessing', () => {
    expect(verdict('SGC', face(50))).toMatchObject({ grade: null, detail: 'SGC publishes no centering limits.' });
    expect(verdict('TAG', face(50)).grade).toBeNull();
    expect(verdict('TAG', face(50)).detail).toMatch(/no limits per grade/);
  });

  it("gives PSA 10 at 55/45 and says how near; past it, how far (the issue's example)", () => {
    expect(verdict('PSA', face(55), face(60))).toMatchObject({
      grade: 'PSA 10',
      detail: "Front 55/45: at PSA 10's limit, 55/45.",
    });
    expect(verdict('PSA', face(54), face(60)).detail).toBe("Front 54/46: 1 point inside PSA 10's 55/45.");
    expect(verdict('PSA', face(51), face(60)).detail).toBe("Within PSA 10's limits on every side given.");
    expect(verdict('PSA', face(57), face(60))).toMatchObject({
      grade: 'PSA 9',
      detail: "Front 57/43: 2 points past PSA 10's 55/45.",
      secondary: true,
    });
  });

  it('holds every band at its front and back limits, and drops it half a point past either', () => {
    for (const [company, bands] of Object.entries(CENTERING_BANDS) as [GradingCompany, CenteringBand[]][]) {
      for (const band of bands) {
        const frontAt = face(band.front, band.frontBetterAxis ?? null);
        const backAt = band.back === null ? null : face(band.back);
        expect(verdict(company, frontAt, backAt).grade, `${band.grade} at its limits`).toBe(band.grade);
        const pastFront = verdict(company, face(band.front + 0.5, band.frontBetterAxis ?? null), backAt);
        expect(pastFront.grade, `${band.grade} past its front limit`).not.toBe(band.grade);
        if (band.back === null) continue;
        const pastBack = verdict(company, frontAt, face(band.back + 0.5));
        expect(pastBack.grade, `${band.grade} past its back limit`).not.toBe(band.grade);
        expect(pastBack.detail).toContain(`Back ${band.back + 0.5}/${100 - band.back - 0.5}: 0.5 points past`);
      }
    }
  });

  it('grants BGS 9.5 only with 50/50 the other way, and says when that axis was not given', () => {
    expect(verdict('BGS', face(55, 50), face(60)).grade).toBe('BGS 9.5');
    expect(verdict('BGS', face(55, 52), face(60))).toMatchObject({
      grade: 'BGS 9',
      detail: "Front the other way 52/48: 2 points past BGS 9.5's 50/50.",
    });
    expect(verdict('BGS', face(53), face(60))).toMatchObject({
      grade: 'BGS 9',
      detail: "BGS 9.5 needs 50/50 on the front's other axis, which the review does not give.",
    });
  });

  it('holds a band without a back figure (CGC Pristine 10) to the back limit of the grade under it', () => {
    expect(verdict('CGC', face(50), face(75)).grade).toBe('CGC Pristine 10');
    expect(verdict('CGC', face(50), face(80)).grade).toBe('CGC 9');
  });

  it('judges the front alone when the review gives no back split', () => {
    expect(verdict('CGC', face(50), null).grade).toBe('CGC Pristine 10');
  });

  it('gives no grade past the lowest listed band and says the table stops there', () => {
    expect(verdict('PSA', face(70), face(60))).toMatchObject({
      grade: null,
      detail: "Front 70/30: 5 points past PSA 8's 65/35. No lower grade is listed.",
    });
  });
});
