import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, EXTRA_PHOTOS, REQUIRED_PHOTOS, formatUsd, packSavingPercent } from './constants.js';

describe('product constants', () => {
  it('prices the packs as the spec says', () => {
    expect(CREDIT_PACKS.map((p) => [p.credits, formatUsd(p.priceCents)])).toEqual([
      [1, '$4.49'],
      [5, '$14.99'],
    ]);
  });

  it('computes the five-pack saving as about 33%', () => {
    expect(packSavingPercent(CREDIT_PACKS[1]!)).toBe(33);
    expect(packSavingPercent(CREDIT_PACKS[0]!)).toBe(0);
  });

  it('has ten required photos and five extras with unique keys', () => {
    expect(REQUIRED_PHOTOS).toHaveLength(10);
    expect(EXTRA_PHOTOS).toHaveLength(5);
    const keys = [...REQUIRED_PHOTOS, ...EXTRA_PHOTOS].map((p) => p.key);
    expect(new Set(keys).size).toBe(15);
  });
});
