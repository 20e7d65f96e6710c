import { describe, expect, it } from 'vitest';
import { balanceLight } from './light.js';
import type { PixelBuffer } from './types.js';

/** An RGBA photo whose pixels are `colour` except the last `whiteShare` of them, which are `white`. */
function photo(colour: number[], white: number[], whiteShare: number): PixelBuffer {
  const width = 200;
  const height = 100;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = i >= (1 - whiteShare) * width * height ? white : colour;
    data.set([r!, g!, b!, 255], i * 4);
  }
  return { width, height, data, channels: 4 };
}

describe('balanceLight', () => {
  it('gives back a photo in good light as it is, without a copy', () => {
    const good = photo([40, 60, 120], [240, 238, 235], 0.05);
    expect(balanceLight(good)).toBe(good);
    // Warm light whose whites still reach 80% of full, as the real photos' do, is good light too.
    const warm = photo([40, 60, 120], [230, 214, 205], 0.05);
    expect(balanceLight(warm)).toBe(warm);
  });

  it('stretches each channel of a dim, warm photo until its white is near white', () => {
    // Paper at (180, 150, 110) under a lamp, a blue border at (30, 37, 54): the blue channel's step has lost half.
    const balanced = balanceLight(photo([30, 37, 54], [180, 150, 110], 0.05));
    const pixel = (i: number) => Array.from(balanced.data.subarray(i * 4, i * 4 + 4));
    expect(pixel(balanced.width * balanced.height - 1)).toEqual([204, 204, 204, 255]);
    const [r, g, b] = pixel(0);
    expect(r).toBe(Math.round((30 * 204) / 180));
    expect(g).toBe(Math.round((37 * 204) / 150));
    expect(b).toBe(Math.round((54 * 204) / 110));
  });

  it('takes the white from the brightest 1%, not from a few glints', () => {
    // Two glints at full white, on pixels the balance samples, do not hide that the paper itself is dim.
    const image = photo([30, 30, 30], [150, 150, 150], 0.05);
    for (const x of [16, 24]) image.data.set([255, 255, 255], (8 * image.width + x) * 4);
    const balanced = balanceLight(image);
    expect(balanced).not.toBe(image);
    expect(balanced.data[0]).toBe(Math.round((30 * 204) / 150));
  });

  it('stretches a grayscale photo as one channel and never more than threefold', () => {
    const width = 64;
    const height = 64;
    const data = new Uint8Array(width * height).fill(20);
    const balanced = balanceLight({ width, height, data, channels: 1 });
    expect(balanced.channels).toBe(1);
    expect(balanced.data[0]).toBe(60);
  });

  it('stretches every channel of every pixel alike, whether the photo is read a byte or a word at a time', () => {
    // Random pixels and alpha, dim so that they are stretched; once aligned for 32-bit words, once a byte off.
    const width = 37;
    const height = 23;
    const bytes = new Uint8Array(width * height * 4 + 1);
    let seed = 7;
    for (let i = 0; i < bytes.length; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 160;
    const aligned = { width, height, data: bytes.subarray(0, bytes.length - 1), channels: 4 } as const;
    const shifted = new Uint8Array(bytes.length);
    shifted.set(aligned.data, 1);
    const unaligned = { ...aligned, data: shifted.subarray(1) };
    const [a, b] = [balanceLight(aligned), balanceLight(unaligned)];
    expect(a).not.toBe(aligned);
    expect(Array.from(a.data)).toEqual(Array.from(b.data));
    // Alpha is kept; the other channels follow their own table (the white of each is its brightest 1%).
    for (let i = 3; i < a.data.length; i += 4) expect(a.data[i]).toBe(aligned.data[i]);
    expect(a.data[0]).toBeGreaterThanOrEqual(aligned.data[0]!);
  });
});
