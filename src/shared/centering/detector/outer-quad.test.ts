import { describe, expect, it } from 'vitest';
import { hardScene } from '../../../../tests/synth/hard-scene.js';
import { renderScene } from '../../../../tests/synth/render.js';
import { downscaleColor } from './downscale.js';
import { edgeMap, lineCandidates } from './edge-lines.js';
import { findCardQuad, findRivalQuads, quadArea } from './outer-quad.js';

const SIZE = { width: 600, height: 800 };

/** A hard scene's small copy, its edges and its lines, as one turn's view of the photo (see findCardOutline). */
function viewOf(seed: number) {
  const small = downscaleColor(renderScene(hardScene(seed, SIZE, false)));
  const edges = edgeMap(small);
  const lines = () => ({
    vertical: lineCandidates(edges, 'vertical'),
    horizontal: lineCandidates(edges, 'horizontal'),
  });
  return { edges, lines, longSide: Math.max(small.width, small.height) };
}

describe('the outline search read twice', () => {
  // The rival search reads the list of quads the first search made from the same lines (see rankedQuads): what
  // either finds must not depend on whether the other ran first, or with another kind of search, before it.
  it.each([1, 2, 5, 8, 9, 12])('finds the same outlines and rivals as a search of its own (seed %i)', (seed) => {
    const { edges, lines, longSide } = viewOf(seed);
    const square = { longSide, slanted: false };
    const slanted = { longSide, slanted: true };
    const minWidth = 20;

    const alone = lines();
    const found = findCardQuad(edges, alone.vertical, alone.horizontal, minWidth, square);
    expect(found, 'the scene has a card').not.toBeNull();
    const fresh = lines();
    const rivalsAlone = findRivalQuads(edges, fresh.vertical, fresh.horizontal, minWidth, square, found!.corners, 3);
    const slantedAlone = findCardQuad(edges, lines().vertical, lines().horizontal, minWidth, slanted);

    const shared = lines();
    const again = findCardQuad(edges, shared.vertical, shared.horizontal, minWidth, square);
    const slantedAfter = findCardQuad(edges, shared.vertical, shared.horizontal, minWidth, slanted);
    const rivalsAfter = findRivalQuads(edges, shared.vertical, shared.horizontal, minWidth, square, found!.corners, 3);
    // Made apart, its list cut at the area it asks for, never kept.
    const larger = { ...square, largerThan: 0.8 * quadArea(found!.corners) };
    const largerAfter = findCardQuad(edges, shared.vertical, shared.horizontal, minWidth, larger);

    expect(again).toEqual(found);
    expect(slantedAfter).toEqual(slantedAlone);
    expect(rivalsAlone, 'the scene has rivals to compare').toHaveLength(3);
    expect(rivalsAfter).toEqual(rivalsAlone);
    expect(largerAfter).not.toBeNull();
    expect(largerAfter).toEqual(findCardQuad(edges, lines().vertical, lines().horizontal, minWidth, larger));
  });
});
