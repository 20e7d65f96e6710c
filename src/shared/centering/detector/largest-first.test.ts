import { describe, expect, it } from 'vitest';
import { largestFirst } from './largest-first.js';

/** Every index of `values` in the order largestFirst reads them. */
function readAll(values: number[]): number[] {
  const order = largestFirst(values);
  const read: number[] = [];
  for (let rank = 0; order.at(rank) !== undefined; rank++) read.push(order.at(rank)!);
  return read;
}

describe('largestFirst', () => {
  it('reads the indices in the order a stable sort by value, largest first, gives', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 20;
    for (const length of [0, 1, 2, 5, 64, 1000]) {
      // Whole numbers up to 20: many ties, which must keep their order.
      const values = Array.from({ length }, () => Math.floor(random()));
      const sorted = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
      expect(readAll(values)).toEqual(sorted);
    }
  });

  it('reads a typed array as it reads a list (the outline search keeps its areas in one)', () => {
    const values = [2.5, 7, 7, 0.5, 9, 2.5];
    const order = largestFirst(Float64Array.from(values));
    const read = [0, 1, 2, 3, 4, 5].map((rank) => order.at(rank));
    expect(read).toEqual(readAll(values));
    expect(read).toEqual([4, 1, 2, 0, 5, 3]);
  });

  it('reads a rank again without moving on, and gives undefined past the last', () => {
    const order = largestFirst([3, 9, 1]);
    expect(order.at(1)).toBe(0);
    expect(order.at(0)).toBe(1);
    expect(order.at(1)).toBe(0);
    expect(order.at(2)).toBe(2);
    expect(order.at(3)).toBeUndefined();
  });
});
