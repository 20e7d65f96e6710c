import { describe, expect, it } from 'vitest';
import { boxOnPhoto, framing, rectCorners, type Corners } from './perspective.js';

const outer = { x: 100, y: 200, width: 630, height: 880 };
// A card photographed at a slant, its top further from the phone: narrower at the top than at the bottom.
const trapezoid: Corners = [
  { x: 130, y: 210 },
  { x: 700, y: 205 },
  { x: 745, y: 1085 },
  { x: 85, y: 1080 },
];

describe('framing', () => {
  it('turns the frame about the outer box centre where no corners are known', () => {
    const frame = framing({ outer, angleDeg: 90 });
    // A quarter turn clockwise on screen: the outer box's top-left corner goes to the top right.
    const topLeft = frame.toPhoto({ x: 100, y: 200 });
    expect(topLeft.x).toBeCloseTo(415 + 440, 6);
    expect(topLeft.y).toBeCloseTo(640 - 315, 6);
    const back = frame.toFrame(topLeft);
    expect(back.x).toBeCloseTo(100, 6);
    expect(back.y).toBeCloseTo(200, 6);
  });

  it('puts the outer box on the card corners found, and a box inside it inside the card', () => {
    const frame = framing({ outer, angleDeg: 3, corners: trapezoid });
    boxOnPhoto(outer, frame).forEach((corner, i) => {
      expect(corner.x).toBeCloseTo(trapezoid[i]!.x, 6);
      expect(corner.y).toBeCloseTo(trapezoid[i]!.y, 6);
    });
    // The inner box's top corners are closer together on the photo than its bottom ones, as the card's are.
    const [tl, tr, br, bl] = boxOnPhoto({ x: 130, y: 230, width: 570, height: 820 }, frame);
    expect(tr.x - tl.x).toBeLessThan(br.x - bl.x);
    for (const corner of [tl, tr, br, bl]) {
      const inFrame = frame.toFrame(corner);
      expect(inFrame.x).toBeGreaterThan(outer.x);
      expect(inFrame.x).toBeLessThan(outer.x + outer.width);
    }
  });

  it('takes a photo point back to the frame point it came from', () => {
    const frame = framing({ outer, angleDeg: 0, corners: trapezoid });
    for (const point of rectCorners({ x: 300, y: 500, width: 40, height: 60 })) {
      const there = frame.toFrame(frame.toPhoto(point));
      expect(there.x).toBeCloseTo(point.x, 6);
      expect(there.y).toBeCloseTo(point.y, 6);
    }
  });
});
