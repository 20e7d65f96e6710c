import { describe, expect, it } from 'vitest';
import { draggedMark, type Drag } from './marking';

const photo = { width: 800, height: 1100 };
const box = { photoKey: 'front', x: 100, y: 200, width: 80, height: 80, issue: 'corner damage' as const, note: '' };
const dragOf = (kind: Drag['kind']): Drag => ({ kind, from: { x: 140, y: 240 }, start: box });

describe('dragging a mark', () => {
  it('moves the whole mark by the pointer, in whole pixels', () => {
    expect(draggedMark(dragOf('move'), { x: 150.4, y: 230 }, photo)).toMatchObject({ x: 110, y: 190, width: 80 });
  });

  it('keeps a moved mark inside its photo', () => {
    expect(draggedMark(dragOf('move'), { x: -500, y: 5000 }, photo)).toMatchObject({ x: 0, y: 1020 });
  });

  it('resizes a box by its corner, never smaller than a few pixels nor past the photo', () => {
    expect(draggedMark(dragOf('resize'), { x: 160, y: 250 }, photo)).toMatchObject({ x: 100, width: 100, height: 90 });
    expect(draggedMark(dragOf('resize'), { x: 0, y: 0 }, photo)).toMatchObject({ width: 8, height: 8 });
    expect(draggedMark(dragOf('resize'), { x: 5000, y: 5000 }, photo)).toMatchObject({ width: 700, height: 900 });
  });
});
