import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPhotoAsMeasured } from '../../../../scripts/centering/read-photo.js';
import { loadRealSet, REAL_SET_MISSING } from '../../../../scripts/centering/real-set.js';
import { renderScene } from '../../../../tests/synth/render.js';
import { randomScene, truthOf } from '../../../../tests/synth/scene.js';
import { detectCentering, inPhotoPixels } from './index.js';

const run = promisify(execFile);
const CLI = ['--import', 'tsx', path.resolve('scripts/centering.ts')];
let folder = '';
const realSet = loadRealSet();
if (!realSet) console.warn(REAL_SET_MISSING);
const tynamo = realSet?.find((photo) => photo.file === 'jack__Tynamo.jpg');

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'centering-cli-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run centering', () => {
  it('prints one JSON object matching the truth of a generated photo', async () => {
    const scene = randomScene(7, { width: 600, height: 800 }, false);
    const image = renderScene(scene);
    const file = path.join(folder, 'card.jpg');
    await sharp(Buffer.from(image.data.buffer), { raw: { width: image.width, height: image.height, channels: 4 } })
      .jpeg({ quality: 90 })
      .toFile(file);
    const { stdout } = await run(process.execPath, [...CLI, file]);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const output = JSON.parse(lines[0]!) as Record<string, unknown>;
    const truth = truthOf(scene);
    expect(Math.abs(Number(output.lPct) - truth.lPct)).toBeLessThan(0.5);
    expect(Math.abs(Number(output.tPct) - truth.tPct)).toBeLessThan(0.5);
    expect(Object.keys(output)).toEqual(['lPct', 'rPct', 'tPct', 'bPct', 'angleDeg', 'confidence', 'outer', 'inner']);
  });

  it.skipIf(!tynamo)('prints what the server measures for a large photo, with boxes in the file’s pixels', async () => {
    // 3264x1836: the server measures it shrunk to 2400 px (53.6 left share); measured whole it reads 53.1.
    const file = await readFile(tynamo!.path);
    const { pixels, scale } = await readPhotoAsMeasured(file);
    const server = inPhotoPixels(detectCentering(pixels, { scale }), scale);
    if (!server.ok) throw new Error(`the server refuses it: ${server.reason}`);
    const { stdout } = await run(process.execPath, [...CLI, tynamo!.path]);
    const output = JSON.parse(stdout) as typeof server;
    expect(output.lPct).toBe(server.lPct);
    expect(output.tPct).toBe(server.tPct);
    expect(output.outer).toEqual(server.outer);
  });

  it('exits non-zero with one line on stderr for a file that is no image', async () => {
    const file = path.join(folder, 'notes.txt');
    await writeFile(file, 'not a photo\n');
    const failure = await run(process.execPath, [...CLI, file]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).not.toBe(0);
    expect(failure?.stderr.trim().split('\n')).toHaveLength(1);
  });
});
