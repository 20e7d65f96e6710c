/**
 * Indices of `values` from the largest value down (ties: the lower index first), sorted only as far as they are
 * read: a heap yields them one by one, and `at(rank)` is undefined past the last. The outline search has tens of
 * thousands of quads to rank by size and reads a few dozen of them.
 */
export function largestFirst(values: ArrayLike<number>): { at(rank: number): number | undefined } {
  const heap = new Int32Array(values.length);
  for (let i = 0; i < heap.length; i++) heap[i] = i;
  const above = (a: number, b: number) => values[a]! > values[b]! || (values[a] === values[b] && a < b);
  const sink = (from: number, size: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < size && above(heap[left]!, heap[top]!)) top = left;
      if (right < size && above(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      const lower = heap[i]!;
      heap[i] = heap[top]!;
      heap[top] = lower;
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) sink(i, heap.length);
  const sorted: number[] = [];
  let size = heap.length;
  return {
    at(rank) {
      while (sorted.length <= rank && size > 0) {
        sorted.push(heap[0]!);
        heap[0] = heap[--size]!;
        sink(0, size);
      }
      return sorted[rank];
    },
  };
}
