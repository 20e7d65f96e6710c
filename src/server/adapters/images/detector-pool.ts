import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CenteringDetection, PixelBuffer } from '../../../shared/centering/detector/index.js';
import type { DetectorTask } from './detector-worker.js';

export type DetectorPool = {
  /** The detector's answer for these pixels, worked out in a worker thread; the pixels are moved there, not copied. */
  detect(pixels: PixelBuffer, options: { scale: number }): Promise<CenteringDetection>;
  /** Ends the workers; what was still waiting is refused. */
  close(): Promise<void>;
};

type Pending = { task: DetectorTask; resolve: (detection: CenteringDetection) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: Pending | null };

/**
 * Worker threads for the centering detector, started when first needed, at most one per core: the request thread
 * only hands pixels over and gets boxes back. A worker that dies fails its task (the job queue retries it) and is
 * replaced by the next task's.
 */
export function createDetectorPool(size = os.availableParallelism()): DetectorPool {
  const slots: Slot[] = [];
  const waiting: Pending[] = [];
  let nextId = 0;
  let closed = false;

  function startWorker(): Slot {
    const slot: Slot = { worker: spawnDetectorWorker(), busy: null };
    slot.worker.on('message', (answer: { id: number; detection?: CenteringDetection; error?: string }) => {
      const done = slot.busy;
      slot.busy = null;
      slot.worker.unref();
      if (done && answer.error !== undefined) done.reject(new Error(`centering detector failed: ${answer.error}`));
      else done?.resolve(answer.detection!);
      feed();
    });
    const lost = (error: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.busy?.reject(error);
      slot.busy = null;
      feed();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) lost(new Error(`centering detector worker exited (${code})`));
    });
    slots.push(slot);
    return slot;
  }

  function feed() {
    while (waiting.length > 0 && !closed) {
      const slot = slots.find((candidate) => !candidate.busy) ?? (slots.length < size ? startWorker() : null);
      if (!slot) return;
      const pending = waiting.shift()!;
      slot.busy = pending;
      // Only a busy worker keeps the process alive (an idle one must not hold up a script's or a test's exit).
      slot.worker.ref();
      try {
        send(slot.worker, pending.task);
      } catch (error) {
        // Pixels that cannot be sent (a detached buffer): this task fails, the worker stays free.
        slot.busy = null;
        slot.worker.unref();
        pending.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  return {
    detect(pixels, { scale }) {
      if (closed) return Promise.reject(new Error('the detector pool is closed'));
      return new Promise((resolve, reject) => {
        waiting.push({ task: { id: (nextId += 1), pixels, scale }, resolve, reject });
        feed();
      });
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(new Error('the detector pool is closed'));
      const ending = slots.splice(0);
      for (const slot of ending) slot.busy?.reject(new Error('the detector pool is closed'));
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * Moves the pixels to the worker when their memory can be moved; copies them otherwise: since Node 24 a Buffer
 * whose memory a native module made (sharp's raw output) cannot be transferred ("unsupported type").
 */
function send(worker: Worker, task: DetectorTask) {
  const { data } = task.pixels;
  if (data?.byteOffset === 0 && data.byteLength === data.buffer.byteLength) {
    try {
      worker.postMessage(task, [data.buffer as ArrayBuffer]);
      return;
    } catch {
      // not transferable: copied below
    }
  }
  worker.postMessage(task);
}

/**
 * The worker runs the built .js next to this file in production; from the sources (tests, scripts under tsx) the
 * .ts file, through tsx's loader registered in the worker first.
 */
function spawnDetectorWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const workerUrl = new URL(`./detector-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href;
  if (!fromSources) return new Worker(new URL(workerUrl));
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
  return new Worker(bootstrap, { eval: true });
}
