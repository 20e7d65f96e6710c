import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { detectCentering } from '../../../shared/centering/detector/index.js';
import { renderScene } from '../../../../tests/synth/render.js';
import { randomScene } from '../../../../tests/synth/scene.js';
import { createDetectorPool, type DetectorPool } from './detector-pool.js';

const photo = (seed: number) => renderScene(randomScene(seed, { width: 600, height: 800 }, false));

let pool: DetectorPool | undefined;
afterEach(() => pool?.close());

describe('the detector pool', () => {
  it('answers as the detector does, for several photos at once', async () => {
    pool = createDetectorPool(2);
    const seeds = [1, 2];
    const expected = seeds.map((seed) => detectCentering(photo(seed), { scale: 1 }));
    const answers = await Promise.all(seeds.map((seed) => pool!.detect(photo(seed), { scale: 1 })));
    expect(answers).toEqual(expected);
  });

  it('leaves the calling thread free while it measures: a timer set meanwhile fires first', async () => {
    pool = createDetectorPool(1);
    const order: string[] = [];
    const measured = pool.detect(photo(4), { scale: 1 }).then(() => order.push('measured'));
    await new Promise((resolve) => setTimeout(resolve, 1)).then(() => order.push('timer'));
    await measured;
    expect(order).toEqual(['timer', 'measured']);
  });

  it('fails a task whose pixels make the detector throw, and goes on with the next', async () => {
    pool = createDetectorPool(1);
    // No pixel data at all: the detector's first read throws.
    const broken = { width: 10, height: 10, channels: 4, data: null } as unknown as Parameters<
      DetectorPool['detect']
    >[0];
    await expect(pool.detect(broken, { scale: 1 })).rejects.toThrow(/centering detector failed/);
    await expect(pool.detect(photo(5), { scale: 1 })).resolves.toMatchObject({ ok: expect.any(Boolean) });
  });

  it("takes pixels whose memory a native module made (sharp's raw output, which Node 24 cannot move)", async () => {
    pool = createDetectorPool(1);
    const { data, info } = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#d8c020' } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { width: info.width, height: info.height, channels: 4 as const, data };
    await expect(pool.detect(pixels, { scale: 1 })).resolves.toEqual(detectCentering(pixels, { scale: 1 }));
  });

  it('refuses work once closed', async () => {
    pool = createDetectorPool(1);
    await pool.close();
    await expect(pool.detect(photo(6), { scale: 1 })).rejects.toThrow('the detector pool is closed');
  });
});
