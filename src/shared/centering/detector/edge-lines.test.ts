import { describe, expect, it } from 'vitest';
import { hardScene } from '../../../../tests/synth/hard-scene.js';
import { renderScene } from '../../../../tests/synth/render.js';
import type { CardScene } from '../../../../tests/synth/scene.js';
import { MIN_TURN_WEIGHT } from './card-outline.js';
import { downscaleColor } from './downscale.js';
import { dominantTurns, edgeMap } from './edge-lines.js';

const SIZE = { width: 600, height: 800 };

/** The first `count` hard scenes from `start` that pass `wanted`. */
function scenesWhere(start: number, count: number, wanted: (scene: CardScene) => boolean): CardScene[] {
  const found: CardScene[] = [];
  for (let seed = start; found.length < count; seed++) {
    const scene = hardScene(seed, SIZE, false);
    if (wanted(scene)) found.push(scene);
  }
  return found;
}

/** A turn modulo 90 degrees, in [-45, 45): the way dominantTurns reports it. */
const modQuarter = (degrees: number) => ((((degrees + 45) % 90) + 90) % 90) - 45;
const gapDeg = (a: number, b: number) => Math.min(Math.abs(a - b), 90 - Math.abs(a - b));

describe('dominantTurns', () => {
  // The outline search skips a turn that weighs under MIN_TURN_WEIGHT when it found an outline near the photo's
  // axes; a card turned 15-45 degrees must never be among the skipped, whatever lies around it.
  const turned = scenesWhere(1, 6, (s) => s.hard!.tags.includes('turned 15-45') && s.background.kind !== 'paper');

  it.each(turned.map((scene) => [scene.seed, scene] as const))(
    "weighs a turned card's own direction enough to be tried (seed %i)",
    (_, scene) => {
      const turns = dominantTurns(edgeMap(downscaleColor(renderScene(scene))), 3);
      expect(turns[0]!.weight).toBe(1);
      for (let i = 1; i < turns.length; i++) expect(turns[i]!.weight).toBeLessThanOrEqual(turns[i - 1]!.weight);
      const card = turns.find(({ turn }) => gapDeg(turn, modQuarter(scene.angleDeg)) <= 3);
      expect(card, `turns ${JSON.stringify(turns)}, card at ${scene.angleDeg}`).toBeDefined();
      expect(card!.weight).toBeGreaterThanOrEqual(MIN_TURN_WEIGHT);
    },
  );
});
