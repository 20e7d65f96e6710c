import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../../../tests/synth/render.js';
import { randomScene, truthOf } from '../../../../tests/synth/scene.js';

const run = promisify(execFile);
const CLI = ['--import', 'tsx', path.resolve('scripts/centering.ts')];
let folder = '';

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
