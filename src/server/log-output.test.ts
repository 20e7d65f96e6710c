import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { batchedLogOutput } from './log-output.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLogOutput', () => {
  it("hands the writer one turn's lines at once, in order", async () => {
    const written: string[] = [];
    const output = batchedLogOutput({ write: (text) => written.push(text), flush: () => {}, flushSync: () => {} });
    output.write('one\n');
    output.write('two\n');
    expect(written).toEqual([]);
    await turn();
    output.write('three\n');
    await turn();
    expect(written).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes the lines of the last turn when the process exits at once', async () => {
    // A process that logs and exits in the same turn (as a fatal error does): no line may be lost.
    const module = path.join(import.meta.dirname, 'log-output.ts');
    const script = `
      import pino from 'pino';
      import { batchedLogOutput } from ${JSON.stringify(module)};
      const log = pino({}, batchedLogOutput());
      for (let i = 0; i < 2000; i += 1) log.info({ i }, 'line');
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number });
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
