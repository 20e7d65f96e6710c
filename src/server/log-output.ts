import pino from 'pino';

type Writable = { write(text: string): unknown; flush(done: (error?: Error) => void): void; flushSync(): void };

/**
 * Where the log goes: standard output, through pino's own writer (sonic-boom: partial writes, a full pipe, the last
 * lines on exit), handed each turn of the event loop's lines at once. Given one line at a time, that writer measures
 * the bytes of all the text still waiting after every line; with a request line per answer that was two thirds of
 * the log's cost, about 7% of a cheap route's CPU (scripts/bench/throughput.ts). Lines keep their order, and the ones
 * of the last turn are written before the process exits.
 */
export function batchedLogOutput(out: Writable = pino.destination({ dest: 1, sync: false })) {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    out.write(text);
  };
  process.on('exit', () => {
    flush();
    out.flushSync();
  });
  return {
    write(line: string) {
      if (waiting.push(line) === 1) setImmediate(flush);
    },
    /** pino's logger.flush: everything logged so far, on its way out. */
    flush(done: (error?: Error) => void) {
      flush();
      out.flush(done);
    },
    flushSync() {
      flush();
      out.flushSync();
    },
  };
}
