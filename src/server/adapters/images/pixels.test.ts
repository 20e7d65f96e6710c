import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HEIC_FIXTURE } from '../../../../tests/helpers/photos.js';
import { uprightImage } from './pixels.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-pixels-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const pixelsOf = async (original: Buffer | string) =>
  (await uprightImage(original)).resize(64, 64, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });

describe('uprightImage', () => {
  it('reads a photo from its file as from its bytes, EXIF orientation applied', async () => {
    // 40x20 stored, orientation 6 (turned a quarter clockwise): seen upright it is 20x40.
    const bytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03020' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = path.join(dir, 'turned.jpg');
    await fs.writeFile(file, bytes);
    const [fromBytes, fromFile] = await Promise.all([pixelsOf(bytes), pixelsOf(file)]);
    expect(fromFile.info).toMatchObject({ width: 32, height: 64 });
    expect(fromFile.info).toEqual(fromBytes.info);
    expect(fromFile.data.equals(fromBytes.data)).toBe(true);
  });

  it('reads a HEIC from its file, which sharp alone cannot decode', async () => {
    const [fromBytes, fromFile] = await Promise.all([
      pixelsOf(await fs.readFile(HEIC_FIXTURE)),
      pixelsOf(HEIC_FIXTURE),
    ]);
    expect(fromFile.info.width).toBeGreaterThan(0);
    expect(fromFile.data.equals(fromBytes.data)).toBe(true);
  });

  it('fails on a file cut off after its header', async () => {
    const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const file = path.join(dir, 'cut.jpg');
    await fs.writeFile(file, whole.subarray(0, Math.floor(whole.length * 0.7)));
    await expect(pixelsOf(file)).rejects.toThrow();
  });
});
